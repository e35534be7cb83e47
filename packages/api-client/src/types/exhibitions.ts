import type { Id, PageQuery } from './common';

/** A hall of a cloud exhibition. */
export interface ExhibitionHall {
  /** Hall id. */
  id: Id;
  /** The exhibition: 1 Asian digital art exhibition, 2 AI digital park. */
  exhibitionId: Id;
  /** Display name. */
  name: string;
  /** Cover picture URL. */
  cover: string;
  /** Description. */
  description: string;
  /** Sort order. */
  sort: number;
}

/** A work shown in an exhibition hall. */
export interface ExhibitionWork {
  /** Work id. */
  id: Id;
  /** Title. */
  title: string;
  /** Author's name. */
  author: string;
  /** Picture URL. */
  image: string;
  /** Description. */
  description: string;
}

/** An exhibition hall with its content and works. */
export interface ExhibitionHallDetail extends ExhibitionHall {
  /** HTML written by editors; sanitise before rendering. */
  content: string;
  /** The works shown. */
  works: ExhibitionWork[];
}

/** Request of `exhibitions.listHalls()`. */
export interface ExhibitionHallListQuery extends PageQuery {
  /** Only halls of this exhibition. */
  exhibitionId?: Id | undefined;
}

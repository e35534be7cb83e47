import type { Id, PageQuery } from './common';

/** State of an activity: 0 not started, 1 open for entries, 2 judging, 3 ended. */
export type ActivityStatus = 0 | 1 | 2 | 3;

/** An activity as listed. */
export interface ActivitySummary {
  /** Activity id. */
  id: Id;
  /** Title. */
  title: string;
  /** Cover picture URL. */
  cover: string;
  /** Summary. */
  summary: string;
  /** `yyyy-MM-dd HH:mm:ss`, China Standard Time. */
  startTime: string;
  /** `yyyy-MM-dd HH:mm:ss`, China Standard Time. */
  endTime: string;
  /** Current state. */
  status: ActivityStatus;
  /** How many entries it has. */
  entryCount: number;
}

/** An activity with its rules. */
export interface Activity extends ActivitySummary {
  /** HTML written by editors; sanitise before rendering. */
  rules: string;
  /** HTML written by editors; sanitise before rendering. */
  prizes: string;
  /** Organiser's name. */
  organizer: string;
  /** Whether the customer entered (false when anonymous). */
  attended: boolean;
}

/** An entry submitted to an activity. */
export interface ActivityEntry {
  /** Entry id. */
  id: Id;
  /** The activity. */
  activityId: Id;
  /** Title. */
  title: string;
  /** Description. */
  description: string;
  /** Cover picture URL. */
  cover: string;
  /** URLs of the entry's files. */
  fileUrls: string[];
  /** The entrant's name. */
  customerName: string;
  /** `yyyy-MM-dd HH:mm:ss`, China Standard Time. */
  createTime: string;
}

/** Request of `activities.list()`. */
export interface ActivityListQuery extends PageQuery {
  /** Only activities in this state. */
  status?: ActivityStatus | undefined;
}

/** Request of `activities.listEntries()`. */
export interface ActivityEntryListQuery extends PageQuery {
  /** The activity. */
  activityId: Id;
}

/** Request of `activities.attend()`: submits an entry. */
export interface AttendActivityRequest {
  /** The activity. */
  activityId: Id;
  /** Title. */
  title: string;
  /** Description. */
  description: string;
  /**
   * URLs of uploaded files (see `upload.uploadFile()`). An entry needs at least one: the reference API refuses
   * an empty list with a `business` error (`请上传参赛作品文件`).
   */
  fileUrls: string[];
}

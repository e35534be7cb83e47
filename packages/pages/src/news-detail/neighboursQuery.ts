import type { News } from '@art-portal/api-client';
import { pageQuery } from '../routing/pageQuery';

/** 资讯详情's previous and next articles: asked once the article is known. */
export const neighboursQuery = (news: Pick<News, 'id'>) => pageQuery('newsGetNeighbours', { id: news.id });

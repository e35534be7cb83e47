import type { ArtworkSummary, Page } from '@art-portal/api-client';
import { ArtworkCard } from '../internal/cards';
import { CardGridSkeleton } from '@art-portal/ui-shell/feedback';
import { FilterChips, KeywordSearch } from '@art-portal/ui-shell/forms';
import { PageHero, Pager, containerStyles, gridSx, typographyStyles } from '@art-portal/ui-shell/layout';
import { HydrateLater } from '../internal/HydrateLater';
import { QueryView } from '../internal/QueryView';
import { useSearchState } from '../internal/useSearchState';
import { ARTWORKS_PAGE_SIZE } from './artworksQuery';
import { portalShadows, staticClasses } from '@art-portal/ui-shell/theme';
import { route } from './route';
import { totalLabel } from '../internal/totalLabel';
import { pathTo } from '../routing/pathTo';

// The widest grid shows four cards a row; they are the pictures seen first.
const FIRST_ROW = 4;

// The `Container` and the `Typography` as their CSS, then what their `sx` said.
const useArtworksClasses = staticClasses(
  (part: 'search' | 'container' | 'filters' | 'total' | 'grid', theme) => {
    switch (part) {
      case 'search':
        return theme.unstable_sx({ mt: 3 });
      case 'container':
        return { ...containerStyles(theme, 'lg'), ...theme.unstable_sx({ py: { xs: 3, md: 5 } }) };
      case 'filters':
        return theme.unstable_sx({
          display: 'grid',
          gap: 1.5,
          mb: 3,
          p: 2,
          borderRadius: 2,
          bgcolor: 'background.paper',
          boxShadow: portalShadows.panel,
        });
      case 'total':
        return typographyStyles(theme, 'body1', { mb: 2, color: 'text.secondary' });
      case 'grid':
        return theme.unstable_sx({ ...gridSx, listStyle: 'none', p: 0, m: 0 });
    }
  },
);

/** 数字作品: filters, keyword and page live in the URL (`type`, `infoType`, `keyword`, `page`). */
export function ArtworksPage() {
  const { get, page, update } = useSearchState();
  const type = get('type');
  const infoType = get('infoType');
  const keyword = get('keyword');
  const types = route.useQuery('types');
  const infoTypes = route.useQuery('infoTypes');
  const artworks = route.useQuery('artworks');

  // The filter rows wrap to a height only their options decide: filters and grid appear together, so nothing moves.
  const ready = !types.isLoading && !infoTypes.isLoading && !artworks.isLoading;
  const classOf = useArtworksClasses();

  return (
    <div>
      <PageHero
        title="数字作品"
        eyebrow="DIGITAL ARTWORKS"
        subtitle="数字绘画、三维、影像、交互与生成艺术：浏览创作者们发布的数字作品。"
        palette="dusk"
      >
        <div className={classOf('search')}>
          <KeywordSearch
            action={pathTo('artworks')}
            value={keyword}
            onSearch={(next) => update({ keyword: next })}
            placeholder="搜索作品名称或作者"
          />
        </div>
      </PageHero>
      <div className={classOf('container')}>
        {ready && (
          <div className={classOf('filters')}>
            <FilterChips
              label="作品类别"
              options={types.data ?? []}
              value={type}
              onChange={(value) => update({ type: value })}
            />
            <FilterChips
              label="作品来源"
              options={infoTypes.data ?? []}
              value={infoType}
              onChange={(value) => update({ infoType: value })}
            />
          </div>
        )}
        <HydrateLater>
          <QueryView
            query={{ ...artworks, isLoading: !ready }}
            label="作品加载中"
            skeleton={<CardGridSkeleton count={ARTWORKS_PAGE_SIZE} />}
            isEmpty={(data) => data.rows.length === 0}
          >
            {(data) => (
              <ArtworkResults data={data} page={page} onPage={(next) => update({ page: next }, false)} />
            )}
          </QueryView>
        </HydrateLater>
      </div>
    </div>
  );
}

type ArtworkResultsProps = { data: Page<ArtworkSummary>; page: number; onPage: (page: number) => void };

/** The count, the grid and the pager: the first row on the first render, the rest (and the pager) right after. */
function ArtworkResults({ data, page, onPage }: ArtworkResultsProps) {
  const classOf = useArtworksClasses();
  return (
    <>
      <p className={classOf('total')} role="status">
        共 {totalLabel(data)} 件作品
      </p>
      <ul className={classOf('grid')}>
        {data.rows.map((artwork, index) => (
          <li key={artwork.id}>
            <ArtworkCard artwork={artwork} eager={index < FIRST_ROW} headingLevel="h2" />
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        total={data.total}
        capped={data.totalCapped}
        pageSize={ARTWORKS_PAGE_SIZE}
        onChange={onPage}
      />
    </>
  );
}

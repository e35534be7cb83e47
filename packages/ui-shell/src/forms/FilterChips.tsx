import Chip from '@mui/material/Chip';
import { typographyStyles } from '../layout/typographyStyles';
import { staticClasses } from '../theme/staticClasses';

/** One choice of a {@link FilterChips} row. */
interface FilterOption {
  id: string | number;
  name: string;
}

/** Props of {@link FilterChips}. */
export interface FilterChipsProps {
  /** Names the group, shown before the chips. */
  label: string;
  options: readonly FilterOption[];
  /** The chosen option's id as a string; `''` is 全部. */
  value: string;
  onChange: (value: string) => void;
}

// The label is a body1 `Typography` as its CSS.
const useFilterClasses = staticClasses((part: 'group' | 'label', theme) =>
  part === 'group'
    ? theme.unstable_sx({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 })
    : typographyStyles(theme, 'body1', { fontWeight: 600, mr: 1, minWidth: 64 }),
);

/** A single-choice filter as a row of toggle chips, 全部 first. */
export function FilterChips({ label, options, value, onChange }: FilterChipsProps) {
  const all: FilterOption = { id: '', name: '全部' };
  const classOf = useFilterClasses();
  return (
    <div role="group" aria-label={label} className={classOf('group')}>
      <span className={classOf('label')}>{label}</span>
      {[all, ...options].map((option) => {
        const selected = String(option.id) === value;
        return (
          <Chip
            key={option.id}
            label={option.name}
            clickable
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-pressed={selected}
            onClick={() => onChange(String(option.id))}
          />
        );
      })}
    </div>
  );
}

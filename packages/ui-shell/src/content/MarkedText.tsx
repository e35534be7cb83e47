import { alpha } from '@mui/material/styles';
import { staticClasses } from '../theme/staticClasses';
import { markedParts } from './markedParts';

const useMarkClasses = staticClasses((_part: 'mark', theme) => ({
  color: 'inherit',
  backgroundColor: 'transparent',
  fontWeight: 700,
  boxShadow: `inset 0 -0.35em 0 ${alpha(theme.palette.primary.main, 0.2)}`,
}));

/** Props of {@link MarkedText}. */
export interface MarkedTextProps {
  /** Plain text (a result's title or excerpt): shown as characters, markup included, never parsed. */
  text: string;
  /** The words to mark wherever they occur in it; Latin letters match in any case. */
  words: readonly string[];
}

/** Plain text with the words a search matched in `<mark>`: built from the text alone, never from HTML. */
export function MarkedText({ text, words }: MarkedTextProps) {
  const classOf = useMarkClasses();
  return (
    <>
      {markedParts(text, words).map((part, index) =>
        part.marked ? (
          // The parts of one text never move: their order is their identity.
          <mark key={index} className={classOf('mark')}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

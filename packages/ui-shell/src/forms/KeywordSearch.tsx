import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import SearchIcon from '@mui/icons-material/Search';
import { useRef, useState } from 'react';
import { useAdoptTypedValue } from '../internal/useAdoptTypedValue';
import { portalRadii, portalShadows } from '../theme/portalEffects';
import { inkColours, statusColours } from '../theme/portalPalette';

/** Props of {@link KeywordSearch}. */
export interface KeywordSearchProps {
  /** The keyword searched for now (from the URL). */
  value: string;
  /** Called with the trimmed keyword on 搜索 or Enter. */
  onSearch: (keyword: string) => void;
  placeholder: string;
  /**
   * The page the form asks for without scripts (GET, the keyword as {@link name}); with them, {@link onSearch} runs
   * instead.
   */
  action: string;
  /** The keyword's query parameter. @default 'keyword' */
  name?: string;
}

function KeywordForm({ value, onSearch, placeholder, action, name = 'keyword' }: KeywordSearchProps) {
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  useAdoptTypedValue(input, text, setText);
  return (
    <Box
      component="form"
      role="search"
      action={action}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        bgcolor: 'common.white',
        borderRadius: portalRadii.pill,
        pl: 2,
        pr: 0.5,
        py: 0.5,
        maxWidth: 560,
        width: '100%',
        boxShadow: portalShadows.search,
        // The field has no border of its own to recolour: without this, typing into it shows no focus at all.
        '&:has(input:focus-visible)': { outline: 3, outlineColor: inkColours.accent, outlineOffset: 2 },
      }}
    >
      <SearchIcon sx={{ color: 'text.secondary', mr: 1 }} aria-hidden />
      <InputBase
        inputRef={input}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        inputProps={{ 'aria-label': '关键词', type: 'search', name }}
        sx={{ flex: 1, color: statusColours.upcomingText }}
      />
      <Button type="submit" variant="contained" sx={{ borderRadius: portalRadii.pill, px: 3 }}>
        搜索
      </Button>
    </Box>
  );
}

/** A keyword search box; remounted when the URL's keyword changes, so back/forward restore it. */
export function KeywordSearch(props: KeywordSearchProps) {
  return <KeywordForm key={props.value} {...props} />;
}

import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import SearchIcon from '@mui/icons-material/Search';
import { useState } from 'react';

type KeywordSearchProps = { value: string; onSearch: (keyword: string) => void; placeholder: string };

function KeywordForm({ value, onSearch, placeholder }: KeywordSearchProps) {
  const [text, setText] = useState(value);
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        bgcolor: '#fff',
        borderRadius: 999,
        pl: 2,
        pr: 0.5,
        py: 0.5,
        maxWidth: 560,
        width: '100%',
        boxShadow: '0 8px 24px rgba(11,16,32,0.25)',
        // The field has no border of its own to recolour: without this, typing into it shows no focus at all.
        '&:has(input:focus-visible)': { outline: '3px solid #9fa8ff', outlineOffset: 2 },
      }}
    >
      <SearchIcon sx={{ color: 'text.secondary', mr: 1 }} aria-hidden />
      <InputBase
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        inputProps={{ 'aria-label': '关键词', type: 'search' }}
        sx={{ flex: 1, color: '#1a1f2e' }}
      />
      <Button type="submit" variant="contained" sx={{ borderRadius: 999, px: 3 }}>
        搜索
      </Button>
    </Box>
  );
}

/** A keyword search box; remounted when the URL's keyword changes, so back/forward restore it. */
export function KeywordSearch(props: KeywordSearchProps) {
  return <KeywordForm key={props.value} {...props} />;
}

import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

type Level = 'paragraph' | 2 | 3;

interface BlockCommands {
  setParagraph(): { run(): boolean };
  setHeading(attributes: { level: 2 | 3 }): { run(): boolean };
}

const levels: readonly { value: Level; label: string }[] = [
  { value: 'paragraph', label: 'ra.tiptap.paragraph' },
  { value: 2, label: 'ra.tiptap.heading2' },
  { value: 3, label: 'ra.tiptap.heading3' },
];

/**
 * 正文 / 标题 2 / 标题 3 as a toggle group: the rich-text input's own level select puts a list item in a `nav`
 * (axe: listitem), and the portal's pages use these two heading levels inside an article.
 */
export function HeadingButtons() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const [, redraw] = useState(0);
  useEffect(() => {
    if (!editor) return;
    const update = () => redraw((n) => n + 1);
    editor.on('selectionUpdate', update);
    editor.on('transaction', update);
    return () => {
      editor.off('selectionUpdate', update);
      editor.off('transaction', update);
    };
  }, [editor]);

  const current: Level = editor?.isActive('heading', { level: 2 })
    ? 2
    : editor?.isActive('heading', { level: 3 })
      ? 3
      : 'paragraph';
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={current}
      aria-label={translate('ra.tiptap.select_level')}
      onChange={(_event, level: Level | null) => {
        if (!editor || level === null) return;
        // The heading and paragraph commands come with the input's StarterKit, whose types this package does not import.
        const chain = editor.chain().focus() as unknown as BlockCommands;
        if (level === 'paragraph') chain.setParagraph().run();
        else chain.setHeading({ level }).run();
      }}
    >
      {levels.map((level) => (
        <ToggleButton key={level.label} value={level.value} disabled={!editor?.isEditable}>
          {translate(level.label)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

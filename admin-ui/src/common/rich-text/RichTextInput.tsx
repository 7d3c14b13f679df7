import { Box, FormControl, FormHelperText, FormLabel } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { LinkDialog } from './LinkDialog';
import { anchorHtml } from './links';
import { Toolbar } from './Toolbar';

interface RichTextInputProps {
  source: string;
  /** A translation key, as react-admin's inputs take it */
  label: string;
  validate?: Validator | Validator[];
  helperText?: string;
}

/** '' for an editor that shows nothing, so `required` works. */
const valueOf = (el: HTMLElement): string => (el.textContent?.trim() || el.querySelector('a,li') ? el.innerHTML : '');

/**
 * A small rich-text editor (bold, italic, underline, lists, links) over contentEditable. The server
 * sanitises what it stores to the same short list of tags, so a heavier editor would buy nothing.
 * Pasting keeps the text only.
 */
export function RichTextInput({ source, label, validate, helperText }: RichTextInputProps) {
  const { field, fieldState, isRequired, id } = useInput({ source, validate });
  const translate = useTranslate();
  const name = translate(label, { _: label });
  const editor = useRef<HTMLDivElement>(null);
  const selection = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);

  // New lines as <p> (the server keeps p, not div).
  useEffect(() => {
    document.execCommand('defaultParagraphSeparator', false, 'p');
  }, []);

  // Load the form's value into the editor, but never while the admin is typing in it.
  useEffect(() => {
    const el = editor.current;
    if (el && document.activeElement !== el && valueOf(el) !== (field.value ?? '')) el.innerHTML = field.value ?? '';
  }, [field.value]);

  const emit = () => editor.current && field.onChange(valueOf(editor.current));

  const run = (command: string, argument?: string) => {
    editor.current?.focus();
    document.execCommand(command, false, argument);
    emit();
  };

  const openLinkDialog = () => {
    const current = window.getSelection();
    selection.current = current && current.rangeCount && editor.current?.contains(current.anchorNode) ? current.getRangeAt(0).cloneRange() : null;
    setLinking(true);
  };

  const addLink = (href: string) => {
    setLinking(false);
    const el = editor.current;
    if (!el) return;
    el.focus();
    const current = window.getSelection();
    if (selection.current && current) {
      current.removeAllRanges();
      current.addRange(selection.current);
    }
    if (!selection.current || selection.current.collapsed) run('insertHTML', anchorHtml(href, href));
    else run('createLink', href);
  };

  return (
    <FormControl fullWidth margin="dense" error={!!fieldState.error} required={isRequired}>
      <FormLabel htmlFor={id} sx={{ mb: 0.5 }}>
        {name}
      </FormLabel>
      <Box sx={{ border: 1, borderColor: fieldState.error ? 'error.main' : 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
        <Toolbar onCommand={run} onAddLink={openLinkDialog} />
        <Box
          id={id}
          ref={editor}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-label={name}
          onInput={emit}
          onBlur={field.onBlur}
          onPaste={(event) => {
            event.preventDefault();
            run('insertText', event.clipboardData.getData('text/plain'));
          }}
          sx={{ minHeight: 160, p: 1.5, outline: 'none', '& a': { color: 'primary.main' }, '& p': { m: 0, mb: 1 } }}
        />
      </Box>
      <FormHelperText>
        <InputHelperText error={fieldState.error?.message} helperText={helperText} />
      </FormHelperText>
      <LinkDialog open={linking} onClose={() => setLinking(false)} onLink={addLink} />
    </FormControl>
  );
}

import type { ReactNode } from 'react';
import { Create, Edit, useResourceContext, type RedirectionSideEffect } from 'react-admin';
import { useSaveMessages } from './useSaveMessages';

interface SavePageProps {
  title?: string;
  /** The toolbar above the form, e.g. BackToolbar or ListLinkToolbar. */
  actions: ReactNode;
  /** The seed's texts after saving, as translation keys (then the list opens); without them react-admin's own, and `redirect` applies. */
  messages?: { success: string; failure: string };
  redirect?: RedirectionSideEffect;
  children: ReactNode;
}

/** Hooks cannot be skipped, so without messages their options are built and dropped. */
function useOptionalSaveMessages(messages: SavePageProps['messages']) {
  const resource = useResourceContext() ?? '';
  const mutationOptions = useSaveMessages(resource, messages?.success ?? '', messages?.failure ?? '');
  return messages ? mutationOptions : undefined;
}

/** A resource's create page. */
export function CreatePage({ title, actions, messages, redirect, children }: SavePageProps) {
  const mutationOptions = useOptionalSaveMessages(messages);
  return (
    <Create title={title} actions={actions} mutationOptions={mutationOptions} redirect={redirect}>
      {children}
    </Create>
  );
}

/** A resource's edit page; saving waits for the server (no undo). */
export function EditPage({ title, actions, messages, redirect, children }: SavePageProps) {
  const mutationOptions = useOptionalSaveMessages(messages);
  return (
    <Edit title={title} actions={actions} mutationOptions={mutationOptions} redirect={redirect} mutationMode="pessimistic">
      {children}
    </Edit>
  );
}

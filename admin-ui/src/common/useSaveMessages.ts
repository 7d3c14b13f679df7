import { HttpError, useNotify, useRedirect, useTranslate, type RedirectionSideEffect } from 'react-admin';
import { withDetail } from '../messages';
import { errorMessage } from '../providers/httpClient';

/**
 * mutationOptions for a create or edit page with the seed's own success and failure texts (translation keys).
 * When the server marked fields (400/409 with `errors`), react-admin shows them on the form and
 * notifies the form's root error itself; that root error gets the seed's text in front, so the
 * admin sees one message, not two.
 */
export function useSaveMessages(resource: string, success: string, failure: string, redirectTo: RedirectionSideEffect = 'list') {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  return {
    onSuccess: (data: { id?: string | number }) => {
      notify(success, { type: 'success' });
      redirect(redirectTo, resource, data?.id, data);
    },
    onError: (error: unknown) => {
      const message = withDetail(translate(failure), errorMessage(error));
      const errors = error instanceof HttpError ? (error.body?.errors as { root?: { serverError?: string } } | undefined) : undefined;
      if (errors?.root) errors.root.serverError = message;
      else notify(message, { type: 'error' });
    },
  };
}

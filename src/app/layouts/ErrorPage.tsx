import { isRouteErrorResponse, useRouteError } from 'react-router';
import { UNEXPECTED_ERROR_TITLE } from '../../../contracts';
import { StatusPage } from '../../components/StatusPage/StatusPage';

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Any unhandled rendering error lands here instead of a blank page. Not lazy: it must always load. */
export function ErrorPage() {
  const error = useRouteError();
  return (
    <StatusPage title={UNEXPECTED_ERROR_TITLE}>
      <p role="alert"><code>{messageOf(error)}</code></p>
      <p>
        <a className="button" href="/">Back to the home page</a>
      </p>
    </StatusPage>
  );
}

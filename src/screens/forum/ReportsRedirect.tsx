import { Navigate } from 'react-router';

/** /community/forum/reports (the link of "a post was reported" notifications): the Admin Center's Reports tab. */
export default function ReportsRedirect() {
  return <Navigate to="/admin-center?tab=reports" replace />;
}

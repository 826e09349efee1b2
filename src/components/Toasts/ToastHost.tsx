// react-toastify's container and stylesheet: loaded with the first toast (src/lib/toasts.ts).
// Its section is a polite live region and each toast an alert, so toasts are announced.
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '../../../contracts';

export default function ToastHost() {
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />;
}

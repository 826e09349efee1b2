import { ShellScreen } from '../../app/ShellScreen';

/** The /web/* marketing pages, titled by path (public site issue). Still a shell: see README, "Status of areas". */
export default function WebPageScreen() {
  return <ShellScreen />;
}

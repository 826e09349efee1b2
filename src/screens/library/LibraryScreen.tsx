import { ShellScreen } from '../../app/ShellScreen';

/** Saved content and my library, titled by path. Still a shell: see README, "Status of areas". */
export default function LibraryScreen() {
  return <ShellScreen />;
}

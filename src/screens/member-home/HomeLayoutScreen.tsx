import { ShellScreen } from '../../app/ShellScreen';

/** The home layout’s journey sections, titled by path. Still a shell: see README, "Status of areas". */
export default function HomeLayoutScreen() {
  return <ShellScreen />;
}

import { ShellScreen } from '../../app/ShellScreen';

/** Content hub layout (public site issue). Still a shell: see README, "Status of areas". */
export default function ContentHubScreen() {
  return <ShellScreen />;
}

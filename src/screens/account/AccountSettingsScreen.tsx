import { ShellScreen } from '../../app/ShellScreen';

/** Account settings for /account and /settings (identity issue). Still a shell: see README, "Status of areas". */
export default function AccountSettingsScreen() {
  return <ShellScreen />;
}

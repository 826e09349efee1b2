import { ShellScreen } from '../../app/ShellScreen';

/** Password change (identity issue). Still a shell: see README, "Status of areas". */
export default function ChangePasswordScreen() {
  return <ShellScreen />;
}

import { ShellScreen } from '../../app/ShellScreen';

/** Role selection and switch view (identity issue). Still a shell: see README, "Status of areas". */
export default function SelectRoleScreen() {
  return <ShellScreen />;
}

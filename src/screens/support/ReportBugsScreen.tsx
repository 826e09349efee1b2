import { ShellScreen } from '../../app/ShellScreen';

/** Bug report form (public site issue). Still a shell: see README, "Status of areas". */
export default function ReportBugsScreen() {
  return <ShellScreen />;
}

import { ShellScreen } from '../../app/ShellScreen';

/** UpMyMind wellbeing overview. Still a shell: see README, "Status of areas". */
export default function UpMyMindScreen() {
  return <ShellScreen />;
}

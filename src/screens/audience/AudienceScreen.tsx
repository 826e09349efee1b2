import { ShellScreen } from '../../app/ShellScreen';

/** Pages for individuals, SMEs, organisations and institutions, titled by path. Still a shell: see README, "Status of areas". */
export default function AudienceScreen() {
  return <ShellScreen />;
}

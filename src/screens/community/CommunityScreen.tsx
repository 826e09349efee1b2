import { ShellScreen } from '../../app/ShellScreen';

/** Community home, network, forum, following and the community tabs, titled by path. Still a shell: see README, "Status of areas". */
export default function CommunityScreen() {
  return <ShellScreen />;
}

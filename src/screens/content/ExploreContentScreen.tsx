import { ShellScreen } from '../../app/ShellScreen';

/** Explore content: articles, talks and toolkits (public site issue). Still a shell: see README, "Status of areas". */
export default function ExploreContentScreen() {
  return <ShellScreen />;
}

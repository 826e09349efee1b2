import { ShellScreen } from '../../app/ShellScreen';

/** The member’s readiness journey (learning issue). Still a shell: see README, "Status of areas". */
export default function ReadinessJourneyScreen() {
  return <ShellScreen />;
}

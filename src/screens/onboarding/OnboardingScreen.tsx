import { ShellScreen } from '../../app/ShellScreen';

/** Member onboarding. Still a shell: see README, "Status of areas". */
export default function OnboardingScreen() {
  return <ShellScreen />;
}

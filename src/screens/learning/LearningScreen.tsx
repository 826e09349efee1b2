import { ShellScreen } from '../../app/ShellScreen';

/** Learning programs catalogue (learning issue). Still a shell: see README, "Status of areas". */
export default function LearningScreen() {
  return <ShellScreen />;
}

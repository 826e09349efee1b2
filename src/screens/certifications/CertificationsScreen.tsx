import { ShellScreen } from '../../app/ShellScreen';

/** Certifications (public site issue). Still a shell: see README, "Status of areas". */
export default function CertificationsScreen() {
  return <ShellScreen />;
}

import { fetchFileBlob } from '../../api/files';
import { MarketingPage } from '../../components/Marketing/MarketingPage';
import { HUB_PAGE } from './content-pages';

/** /content-hub: curated collections. */
export default function ContentHubScreen() {
  return <MarketingPage page={HUB_PAGE} fetchBlob={fetchFileBlob} />;
}

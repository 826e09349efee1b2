import { fetchFileBlob } from '../../api/files';
import { MarketingPage } from '../../components/Marketing/MarketingPage';
import { EXPLORE_PAGE } from './content-pages';

/** /contents: explore the content hub. */
export default function ExploreContentScreen() {
  return <MarketingPage page={EXPLORE_PAGE} fetchBlob={fetchFileBlob} />;
}

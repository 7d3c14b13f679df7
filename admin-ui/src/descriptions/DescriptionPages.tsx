import { BackToolbar, ListLinkToolbar } from '../common/PageToolbars';
import { CreatePage, EditPage } from '../common/SavePages';
import { DescriptionForm } from './DescriptionForm';

/** Each mode's texts (translation keys): the page's title, the messages after saving, the toolbar's link and the save button. */
const TEXTS = {
  create: { title: 'app.descriptions.add_title', success: 'app.descriptions.sent', failure: 'app.descriptions.send_failed', link: 'app.descriptions.show', save: 'app.descriptions.add' },
  edit: { title: 'app.descriptions.update_title', success: 'app.descriptions.updated', failure: 'app.descriptions.update_failed', link: 'app.descriptions.back', save: 'app.descriptions.update' },
};

/** Adding or updating the home page's SEO description: one page over DescriptionForm; adding links to the list on the right, updating has the back arrow. */
function DescriptionPage({ mode }: { mode: keyof typeof TEXTS }) {
  const { title, success, failure, link, save } = TEXTS[mode];
  const { Page, Toolbar } = mode === 'create' ? { Page: CreatePage, Toolbar: ListLinkToolbar } : { Page: EditPage, Toolbar: BackToolbar };
  return (
    <Page title={title} messages={{ success, failure }} actions={<Toolbar to="/descriptions" label={link} />}>
      <DescriptionForm saveLabel={save} />
    </Page>
  );
}

export const DescriptionCreate = () => <DescriptionPage mode="create" />;
export const DescriptionEdit = () => <DescriptionPage mode="edit" />;

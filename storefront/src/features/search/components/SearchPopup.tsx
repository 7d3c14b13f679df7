import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCategories } from '../../../api/get-categories';
import { useStates } from '../../../api/get-states';
import { DistrictSelect, StateSelect } from '../../../components/LocationSelects';
import { ALL_CATEGORIES, searchPath } from '../../../lib/slug';
import type { SearchPreset } from './search-popup-context';
import { categoryTitle } from '../../../lib/local-names';

interface SearchValues {
  category?: string;
  state?: string;
  districtId?: number;
  districtSlug?: string;
  keyword?: string;
}

interface SearchPopupProps {
  open: boolean;
  preset: SearchPreset;
  onClose: () => void;
}

export default function SearchPopup({ open, preset, onClose }: SearchPopupProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SearchValues>();
  const navigate = useNavigate();
  const { data: categories, isLoading: categoriesLoading } = useCategories();
  const { data: states } = useStates();
  const state = Form.useWatch('state', form);
  const districtId = Form.useWatch('districtId', form);
  const wholeState = Boolean(state && !districtId);

  // Seed: the first category is the default.
  useEffect(() => {
    if (categories?.length && !form.getFieldValue('category')) form.setFieldValue('category', categories[0].slug);
  }, [categories, form]);

  useEffect(() => {
    if (open && preset.category) form.setFieldValue('category', preset.category);
  }, [open, preset, form]);

  const clear = () => {
    form.resetFields();
    form.setFieldValue('category', categories?.[0]?.slug);
  };

  // A state without a district searches the whole state.
  const submit = (values: SearchValues) => {
    const place = values.districtId ? values.districtSlug : states?.find((item) => item.state === values.state)?.slug;
    if (!values.category || (values.state && !place)) return;
    onClose();
    navigate(searchPath(values.category === ALL_CATEGORIES ? undefined : values.category, place, values.keyword));
  };

  return (
    <Modal open={open} onCancel={onClose} title={t('common.topBar.searchAds')} footer={null} className="search-popup" forceRender>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="category" label={t('search.popup.category')}>
          <Select
            loading={categoriesLoading}
            options={categories && [{ value: ALL_CATEGORIES, label: t('search.popup.allCategories') }, ...categories.map((item) => ({ value: item.slug, label: categoryTitle(item) }))]}
          />
        </Form.Item>
        <Form.Item name="state" label={t('search.popup.state')}>
          <StateSelect
            onChange={(next) => {
              // Seed: choosing a state reloads the district list and clears the chosen district.
              form.setFieldsValue({ state: next, districtId: undefined, districtSlug: undefined });
            }}
          />
        </Form.Item>
        <Form.Item name="districtId" label={t('search.popup.location')} help={wholeState ? t('search.popup.wholeState') : undefined}>
          <DistrictSelect state={state} onChange={(id, slug) => form.setFieldsValue({ districtId: id, districtSlug: slug })} />
        </Form.Item>
        <Form.Item name="districtSlug" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="keyword" label={t('search.popup.keyword')}>
          <Input.TextArea placeholder={t('search.popup.keywordPlaceholder')} autoSize={{ minRows: 2, maxRows: 4 }} maxLength={100} />
        </Form.Item>
        <div className="search-popup__actions">
          <Button onClick={clear}>{t('search.popup.clear')}</Button>
          <Button type="primary" htmlType="submit">
            {t('common.topBar.search')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

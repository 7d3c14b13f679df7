import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import type { UploadFile } from 'antd/es/upload';
import { useEffect, useState, type ReactNode } from 'react';
import { useCategories } from '../../../api/get-categories';
import { useCategoryFields } from '../../../api/get-category-fields';
import { DistrictSelect, StateSelect } from '../../../components/LocationSelects';
import { showFieldErrors } from '../../../lib/form-errors';
import { AD_LIMITS, isIndianMobile } from '../../../lib/validation';
import { detailsInput, type DetailFormValues } from '../api/ad-details-input';
import type { AdContact, AdInput } from '../api/types';
import { DetailFields } from './DetailFields';
import { filesOf, PhotoPicker } from './PhotoPicker';
import { PhoneVerifiedNote } from './PhoneVerifiedNote';
import { useTranslation } from 'react-i18next';
import { categoryTitle } from '../../../lib/local-names';

export interface AdFormValues {
  categoryId?: number;
  state?: string;
  locationId?: number;
  title?: string;
  description?: string;
  phone?: string;
  age?: number;
  contact?: AdContact;
  images?: UploadFile[];
  /** The chosen category's details (DetailFields), by key. */
  details?: DetailFormValues;
}

/** The ways buyers may reach the seller, in the order offered (their texts: sellerAds.form.contactChoices). */
const CONTACT_CHOICES: AdContact[] = ['MESSAGES', 'PHONE', 'WHATSAPP'];

interface AdFormProps {
  initialValues?: AdFormValues;
  /** Editing: photos are optional and, when given, replace the current ones. */
  photosOptional?: boolean;
  currentPhotos?: ReactNode;
  /** Put in the phone field when it is still empty and untouched (the profile's default phone; it may arrive after the form). */
  defaultPhone?: string | null;
  submitLabel: string;
  onSubmit: (input: AdInput) => Promise<void>;
}

const { title, description, age, images } = AD_LIMITS;

export function AdForm({ initialValues, photosOptional = false, currentPhotos, defaultPhone, submitLabel, onSubmit }: AdFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AdFormValues>();
  const [submitting, setSubmitting] = useState(false);
  const { data: categories, isLoading: categoriesLoading } = useCategories();
  const state = Form.useWatch('state', form);
  const phone = Form.useWatch('phone', form);
  // The details asked for are the chosen category's, read again when it changes.
  const categoryId = Form.useWatch('categoryId', form) ?? initialValues?.categoryId;
  const { data: fields } = useCategoryFields(categoryId);

  useEffect(() => {
    if (defaultPhone && !form.getFieldValue('phone') && !form.isFieldTouched('phone')) form.setFieldsValue({ phone: defaultPhone });
  }, [defaultPhone, form]);

  const submit = async (values: AdFormValues) => {
    setSubmitting(true);
    try {
      await onSubmit({
        title: values.title ?? '',
        description: values.description ?? '',
        categoryId: values.categoryId ?? 0,
        locationId: values.locationId ?? 0,
        phone: values.phone ?? '',
        age: values.age ?? 0,
        contact: values.contact ?? 'MESSAGES',
        images: filesOf(values.images),
        // Not sent while the fields are unknown: an edit then keeps the ad's details, rather than clearing them.
        details: fields ? detailsInput(fields, values.details) : undefined,
      });
    } catch (error) {
      // Refusals naming fields are shown beside them; the API client has toasted the others.
      showFieldErrors(form, error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={{ contact: 'MESSAGES', ...initialValues }} onFinish={submit} scrollToFirstError requiredMark="optional" className="ad-form">
      <Form.Item name="categoryId" label={t('sellerAds.form.category')} rules={[{ required: true, message: t('sellerAds.form.categoryRequired') }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('sellerAds.form.chooseCategory')}
          loading={categoriesLoading}
          options={categories?.map((category) => ({ value: category.id, label: categoryTitle(category) }))}
        />
      </Form.Item>
      <div className="form-row">
        <Form.Item name="state" label={t('sellerAds.form.state')} rules={[{ required: true, message: t('sellerAds.form.stateRequired') }]}>
          <StateSelect onChange={(next) => form.setFieldsValue({ state: next, locationId: undefined })} />
        </Form.Item>
        <Form.Item name="locationId" label={t('sellerAds.form.location')} rules={[{ required: true, message: t('sellerAds.form.locationRequired') }]}>
          <DistrictSelect state={state} placeholder={t('sellerAds.form.selectDistrict')} />
        </Form.Item>
      </div>
      <Form.Item
        name="title"
        label={t('sellerAds.form.title')}
        rules={[
          { required: true, whitespace: true, message: t('sellerAds.form.titleRequired') },
          { min: title.min, max: title.max, message: t('sellerAds.form.length', { min: title.min, max: title.max }) },
        ]}
      >
        <Input placeholder={t('sellerAds.form.titlePlaceholder')} maxLength={title.max} showCount />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('sellerAds.form.description')}
        rules={[
          { required: true, whitespace: true, message: t('sellerAds.form.descriptionRequired') },
          { min: description.min, max: description.max, message: t('sellerAds.form.length', { min: description.min, max: description.max }) },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 5, maxRows: 14 }} maxLength={description.max} showCount placeholder={t('sellerAds.form.descriptionPlaceholder')} />
      </Form.Item>
      <DetailFields fields={fields ?? []} />
      <div className="form-row">
        <Form.Item
          name="phone"
          label={t('sellerAds.form.phone')}
          extra={t('sellerAds.form.phoneHelp')}
          rules={[
            { required: true, message: t('sellerAds.form.phoneRequired') },
            {
              validator: (_, value?: string) => (!value || isIndianMobile(value) ? Promise.resolve() : Promise.reject(new Error(t('sellerAds.form.phoneInvalid')))),
            },
          ]}
        >
          <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="98765 43210" maxLength={16} />
        </Form.Item>
        <Form.Item
          name="age"
          label={t('sellerAds.form.age')}
          rules={[
            { required: true, message: t('sellerAds.form.ageRequired') },
            { type: 'integer', min: age.min, max: age.max, message: t('sellerAds.form.ageRange', { min: age.min, max: age.max }) },
          ]}
        >
          {/* No step arrows: antd names them "Increase Value" / "Decrease Value" in English whatever the page's language,
              and they are mouse-only; the field is a spinbutton that the arrow keys step. */}
          <InputNumber min={age.min} max={age.max} precision={0} inputMode="numeric" placeholder="18–99" controls={false} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <PhoneVerifiedNote phone={phone} />
      <Form.Item name="contact" label={t('sellerAds.form.contact')} extra={t('sellerAds.form.contactHelp')}>
        <Radio.Group className="contact-choice" options={CONTACT_CHOICES.map((value) => ({ value, label: t(`sellerAds.form.contactChoices.${value}`) }))} />
      </Form.Item>
      {currentPhotos}
      <Form.Item
        name="images"
        label={photosOptional ? t('sellerAds.form.newPhotos') : t('sellerAds.form.photos', { max: images.max })}
        valuePropName="value"
        extra={t('sellerAds.form.photosHelp', { max: images.max })}
        rules={photosOptional ? [] : [{ required: true, type: 'array', min: 1, message: t('sellerAds.form.photosRequired') }]}
      >
        <PhotoPicker />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}

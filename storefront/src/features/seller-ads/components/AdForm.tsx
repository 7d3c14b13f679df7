import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import type { UploadFile } from 'antd/es/upload';
import { useEffect, useState, type ReactNode } from 'react';
import { useCategories } from '../../../api/get-categories';
import { DistrictSelect, StateSelect } from '../../../components/LocationSelects';
import { showFieldErrors } from '../../../lib/form-errors';
import { AD_LIMITS, isIndianMobile } from '../../../lib/validation';
import type { AdContact, AdInput } from '../api/types';
import { filesOf, PhotoPicker } from './PhotoPicker';

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
}

const CONTACT_CHOICES: { value: AdContact; label: string }[] = [
  { value: 'MESSAGES', label: 'Messages only: my number stays private' },
  { value: 'PHONE', label: 'Messages and my phone number' },
  { value: 'WHATSAPP', label: 'Messages, my phone number and WhatsApp' },
];

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
  const [form] = Form.useForm<AdFormValues>();
  const [submitting, setSubmitting] = useState(false);
  const { data: categories, loading: categoriesLoading } = useCategories();
  const state = Form.useWatch('state', form);

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
      });
    } catch (error) {
      // The API client has shown the detail; also mark the fields it names.
      showFieldErrors(form, error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={{ contact: 'MESSAGES', ...initialValues }} onFinish={submit} scrollToFirstError requiredMark="optional" className="ad-form">
      <Form.Item name="categoryId" label="Category" rules={[{ required: true, message: 'Please choose a category' }]}>
        <Select placeholder="Choose a category" loading={categoriesLoading} options={categories?.map((category) => ({ value: category.id, label: category.title }))} />
      </Form.Item>
      <div className="form-row">
        <Form.Item name="state" label="State" rules={[{ required: true, message: 'Please choose a state' }]}>
          <StateSelect onChange={(next) => form.setFieldsValue({ state: next, locationId: undefined })} />
        </Form.Item>
        <Form.Item name="locationId" label="City / district" rules={[{ required: true, message: 'Please select a location' }]}>
          <DistrictSelect state={state} placeholder="Select district" />
        </Form.Item>
      </div>
      <Form.Item
        name="title"
        label="Title"
        rules={[
          { required: true, whitespace: true, message: 'Please enter a title' },
          { min: title.min, max: title.max, message: `Between ${title.min} and ${title.max} characters` },
        ]}
      >
        <Input placeholder="A short, clear headline" maxLength={title.max} showCount />
      </Form.Item>
      <Form.Item
        name="description"
        label="Description"
        rules={[
          { required: true, whitespace: true, message: 'Please describe your ad' },
          { min: description.min, max: description.max, message: `Between ${description.min} and ${description.max} characters` },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 5, maxRows: 14 }} maxLength={description.max} showCount placeholder="Who you are, what you offer or look for, when you are available…" />
      </Form.Item>
      <div className="form-row">
        <Form.Item
          name="phone"
          label="Mobile number"
          extra="Shown to buyers only if you choose so below."
          rules={[
            { required: true, message: 'Please enter your mobile number' },
            {
              validator: (_, value?: string) => (!value || isIndianMobile(value) ? Promise.resolve() : Promise.reject(new Error('An Indian mobile: 10 digits starting with 6–9, optionally +91'))),
            },
          ]}
        >
          <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="98765 43210" maxLength={16} />
        </Form.Item>
        <Form.Item
          name="age"
          label="Age"
          rules={[
            { required: true, message: 'Please enter your age' },
            { type: 'integer', min: age.min, max: age.max, message: `Between ${age.min} and ${age.max}: Bazaar is for adults only` },
          ]}
        >
          <InputNumber min={age.min} max={age.max} precision={0} inputMode="numeric" placeholder="18–99" style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Form.Item name="contact" label="How buyers reach you" extra="Signed-in buyers can always write to you on Bazaar; they see your display name, never your e-mail.">
        <Radio.Group className="contact-choice" options={CONTACT_CHOICES} />
      </Form.Item>
      {currentPhotos}
      <Form.Item
        name="images"
        label={photosOptional ? 'New photos (replace the current ones)' : `Photos (1–${images.max})`}
        valuePropName="value"
        extra={`JPEG, PNG or WebP, up to 5 MB each, at most ${images.max}.`}
        rules={photosOptional ? [] : [{ required: true, type: 'array', min: 1, message: 'Please add at least one photo' }]}
      >
        <PhotoPicker />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}

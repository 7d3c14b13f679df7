import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { CategoryField } from '../../../api/types';
import { detailLabel, rateUnit } from '../../../lib/ad-details';
import { formatNumber, formatRupees } from '../../../lib/format';

/** The range a rate or number takes, in words, for the field's help: "₹500 or more", "1–10". */
function useRange() {
  const { t } = useTranslation();
  return (field: CategoryField): string | undefined => {
    const show = (value: number) => (field.kind === 'RATE' ? formatRupees(value) : formatNumber(value));
    if (field.min !== null && field.max !== null) return t('sellerAds.form.details.between', { min: show(field.min), max: show(field.max) });
    if (field.min !== null) return t('sellerAds.form.details.atLeast', { min: show(field.min) });
    if (field.max !== null) return t('sellerAds.form.details.atMost', { max: show(field.max) });
    return undefined;
  };
}

/**
 * The chosen category's details (issue 44), built from its fields: under `details.<key>` in the ad form, their values
 * as DetailFormValues holds them. The range of a rate or number is said, not enforced: the API refuses a value outside
 * it in the seller's language, and the refusal shows beside the field (AdForm).
 */
export function DetailFields({ fields }: { fields: CategoryField[] }) {
  const { t } = useTranslation();
  const range = useRange();
  if (!fields.length) return null;
  return (
    <fieldset className="ad-form__details">
      <legend>{t('sellerAds.form.details.heading')}</legend>
      {fields.map((field) => {
        const label = detailLabel(field);
        const name = ['details', field.key];
        const required: Rule[] = field.required ? [{ required: true, message: t('sellerAds.form.details.required', { label }) }] : [];
        switch (field.kind) {
          case 'RATE':
          case 'NUMBER':
            return (
              <Form.Item key={field.key} name={name} label={label} required={field.required} rules={required} extra={range(field)}>
                {/* No min/max here: antd would silently clamp a value outside them, where the seller should read why. */}
                <InputNumber
                  precision={0}
                  inputMode="numeric"
                  controls={false}
                  prefix={field.kind === 'RATE' ? '₹' : undefined}
                  suffix={field.kind === 'RATE' ? rateUnit(field.unit) : undefined}
                  className="ad-form__number"
                />
              </Form.Item>
            );
          case 'YES_NO':
            return (
              <Form.Item key={field.key} name={name} label={label} required={field.required} rules={required}>
                <Radio.Group
                  options={[
                    { value: true, label: t('common.details.yes') },
                    { value: false, label: t('common.details.no') },
                  ]}
                />
              </Form.Item>
            );
          case 'CHOICE': {
            const options = field.options.map((option) => ({ value: option.key, label: detailLabel(option) }));
            return field.multiple ? (
              <Form.Item key={field.key} name={name} label={label} required={field.required} rules={field.required ? [{ ...required[0], type: 'array', min: 1 }] : []}>
                <Checkbox.Group options={options} className="ad-form__choices" />
              </Form.Item>
            ) : (
              // The value is a list of one key (DetailFormValues); the select shows and sets that one.
              <Form.Item
                key={field.key}
                name={name}
                label={label}
                required={field.required}
                rules={field.required ? [{ ...required[0], type: 'array', min: 1 }] : []}
                getValueProps={(value?: string[]) => ({ value: value?.[0] })}
                normalize={(value?: string) => (value ? [value] : [])}
              >
                <Select allowClear placeholder={t('sellerAds.form.details.choose')} options={options} />
              </Form.Item>
            );
          }
        }
      })}
    </fieldset>
  );
}

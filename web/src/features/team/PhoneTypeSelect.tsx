import { Select } from '@mantine/core';
import { PHONE_TYPE_LABELS, PHONE_TYPES, isPhoneType, type PhoneType } from '@fieldwatch/domain';

const OPTIONS = PHONE_TYPES.map((t) => ({ value: t, label: PHONE_TYPE_LABELS[t] }));

/** The phone-type field beside a user's phone (spec 3 §2): texts go to mobiles only. */
export function PhoneTypeSelect({
  value,
  onChange,
  readOnly = false,
}: {
  value: PhoneType;
  onChange: (t: PhoneType) => void;
  readOnly?: boolean;
}) {
  return (
    <Select
      label="Phone Type"
      data={OPTIONS}
      value={value}
      readOnly={readOnly}
      allowDeselect={false}
      onChange={(v) => {
        if (isPhoneType(v)) onChange(v);
      }}
    />
  );
}

import { Divider } from '@mantine/core';

/**
 * The heading of a part of a form ("Shipment", "Route", "Products"): a line labelled with its name.
 * A bordered section of a page is a `SectionCard`.
 */
export function FormSection({ label }: { label: string }) {
  return <Divider label={label} labelPosition="left" mt="xs" styles={{ label: { fontWeight: 600 } }} />;
}

import fs from 'node:fs';
import { expect, test } from './support/test';
import { openSignedIn } from './support/accounts';
import { invoicingWorld } from './support/invoicing';
import { pageShot } from './support/screens';

// Transfers between registrations (docs/domain.md#transfers-between-registrations): goods sent to
// a warehouse of another GSTIN of the company are invoiced from the transport's page (IGST across
// states); goods moved within one registration travel on a delivery challan.

test('a staff member invoices a transfer to the Karnataka registration from its page before it leaves: IGST, billed to the other GSTIN', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const w = await invoicingWorld(request);
  const transfer = await w.transfer(true, true);

  await openSignedIn(page, w.staff.auth, `/transportation/${transfer.id}`);
  const papers = page.getByRole('region', { name: 'Tax papers' });
  await expect(papers).toContainText('Tax invoice');
  await expect(papers).toContainText(`from registration ${w.registration.gstin} to ${transfer.to.gstin}`);
  await expect(papers).toContainText('before the goods leave');
  await pageShot(page, 'transfer-paperwork-invoice');
  await papers.getByRole('button', { name: 'Issue tax invoice' }).click();

  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`Goods moved to registration ${transfer.to.gstin}:`)).toBeVisible();
  const sheet = page.getByRole('article', { name: /^Tax invoice / });
  await expect(sheet).toContainText(transfer.to.gstin);
  await expect(sheet).toContainText('Inter-state (IGST)');
  // 10 × ₹21.50 = ₹215.00 at 18%: IGST ₹38.70.
  await expect(sheet).toContainText('₹38.70');
  // Owed by no customer: no payment to record, no note to make.
  await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Credit note' })).toHaveCount(0);
  await pageShot(page, 'transfer-invoice');

  // Back on the transport, the invoice is named and opens.
  await page.goto(`/transportation/${transfer.id}`);
  const link = page.getByRole('region', { name: 'Tax papers' }).getByRole('link', { name: /^Tax invoice / });
  await expect(link).toBeVisible();
  await expect(page.getByRole('button', { name: 'Issue tax invoice' })).toHaveCount(0);

  // On its invoice, the transfer is not cancelled: the invoice goes first.
  await page.goto('/transportation');
  await page.getByRole('textbox', { name: 'Search' }).fill(transfer.packageId);
  const row = page.getByRole('row').filter({ hasText: transfer.packageId });
  await row.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel Transport' }).click();
  await expect(page.getByRole('alert')).toContainText(
    new RegExp(`Transport ${transfer.packageId} is on invoice \\S+: cancel the invoice before the transfer`),
  );
});

test('a transfer within one registration offers its delivery challan, which downloads', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const w = await invoicingWorld(request);
  const transfer = await w.transfer(false);

  await openSignedIn(page, w.staff.auth, `/transportation/${transfer.id}`);
  const papers = page.getByRole('region', { name: 'Tax papers' });
  await expect(papers).toContainText('Delivery challan');
  await expect(papers).toContainText('within one GST registration');
  await expect(papers.getByRole('button', { name: 'Issue tax invoice' })).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await papers.getByRole('button', { name: 'Delivery challan (PDF)' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/challan.*\.pdf$/);
  const saved = await file.path();
  expect(fs.readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
  await pageShot(page, 'transfer-paperwork-challan');
});

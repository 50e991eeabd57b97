/** The Tally files read back: the XML parsed with saxes into a tree, the envelope checked, amounts in paise. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SaxesParser } from 'saxes';
import { expect } from 'vitest';
import { auth } from './http.js';

export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  text: string;
}

/** Parses a whole document; throws on anything that is not well-formed XML. */
export function parseXml(xml: string): XmlNode {
  const parser = new SaxesParser({ position: true });
  const root: XmlNode = { name: '#document', attributes: {}, children: [], text: '' };
  const open: XmlNode[] = [root];
  let failure: Error | undefined;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag) => {
    const node: XmlNode = {
      name: tag.name,
      attributes: Object.fromEntries(Object.entries(tag.attributes).map(([k, v]) => [k, String(v)])),
      children: [],
      text: '',
    };
    open[open.length - 1]!.children.push(node);
    open.push(node);
  });
  parser.on('text', (text) => {
    open[open.length - 1]!.text += text;
  });
  parser.on('closetag', () => {
    open.pop();
  });
  parser.write(xml).close();
  if (failure) throw failure;
  expect(root.children).toHaveLength(1);
  return root.children[0]!;
}

export const childrenOf = (node: XmlNode, name: string): XmlNode[] =>
  node.children.filter((c) => c.name === name);

/** The one child of that name (asserted). */
export function childOf(node: XmlNode, name: string): XmlNode {
  const found = childrenOf(node, name);
  expect(found, `${node.name} > ${name}`).toHaveLength(1);
  return found[0]!;
}

/** The text of the child of that name, or undefined when there is none. */
export const textOf = (node: XmlNode, name: string): string | undefined => childrenOf(node, name)[0]?.text;

/** Paise from a Tally amount ("-1234.50"), exactly: two decimals always. */
export function paiseOf(amount: string | undefined): number {
  expect(amount).toMatch(/^-?\d+\.\d\d$/);
  const [whole, cents] = amount!.replace('-', '').split('.');
  const paise = Number(whole) * 100 + Number(cents);
  return amount!.startsWith('-') ? -paise : paise;
}

/**
 * The objects of an Import Data file (a voucher, a ledger, …), the envelope checked on the way:
 * ENVELOPE > HEADER > TALLYREQUEST Import Data; BODY > IMPORTDATA > REQUESTDESC (the report and the
 * company) and REQUESTDATA of messages, each with Tally's UDF namespace and one object.
 */
export function tallyObjects(root: XmlNode, report: 'All Masters' | 'Vouchers', company: string): XmlNode[] {
  expect(root.name).toBe('ENVELOPE');
  expect(root.children.map((c) => c.name)).toEqual(['HEADER', 'BODY']);
  expect(textOf(childOf(root, 'HEADER'), 'TALLYREQUEST')).toBe('Import Data');
  const importData = childOf(childOf(root, 'BODY'), 'IMPORTDATA');
  expect(importData.children.map((c) => c.name)).toEqual(['REQUESTDESC', 'REQUESTDATA']);
  const description = childOf(importData, 'REQUESTDESC');
  expect(textOf(description, 'REPORTNAME')).toBe(report);
  expect(textOf(childOf(description, 'STATICVARIABLES'), 'SVCURRENTCOMPANY')).toBe(company);
  const messages = childOf(importData, 'REQUESTDATA').children;
  return messages.map((message) => {
    expect(message.name).toBe('TALLYMESSAGE');
    expect(message.attributes['xmlns:UDF']).toBe('TallyUDF');
    expect(message.children).toHaveLength(1);
    return message.children[0]!;
  });
}

/** A Tally file downloaded as `token`: the answer and its text. */
export async function downloadTally(
  app: FastifyInstance,
  token: string,
  path: string,
): Promise<{ res: LightMyRequestResponse; xml: string }> {
  const res = await app.inject({ method: 'GET', url: `/api/v1${path}`, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="godown-tally-.+\.xml"$/);
  return { res, xml: res.rawPayload.toString('utf8') };
}

/** The entries of a voucher whose amounts balance it: goods and ledger lines. */
export const ENTRY_LISTS = ['ALLINVENTORYENTRIES.LIST', 'LEDGERENTRIES.LIST', 'ALLLEDGERENTRIES.LIST'];

/** Each entry of a voucher with its ledger (or item), amount in paise and whether Tally deems it a debit. */
export function entriesOf(
  voucher: XmlNode,
): { name: string; list: string; paise: number; debit: boolean; node: XmlNode }[] {
  return voucher.children
    .filter((c) => ENTRY_LISTS.includes(c.name))
    .map((node) => ({
      name: textOf(node, 'LEDGERNAME') ?? textOf(node, 'STOCKITEMNAME')!,
      list: node.name,
      paise: paiseOf(textOf(node, 'AMOUNT')),
      debit: textOf(node, 'ISDEEMEDPOSITIVE') === 'Yes',
      node,
    }));
}

import { eq } from 'drizzle-orm';
import type { TProductCreate } from '@godown/shared';
import { zProductCreateSchema } from '@godown/shared';
import type { Db } from '../db/client.js';
import { inventories, products, storageUnits } from '../db/schema.js';
import { createInventory } from '../modules/inventories/inventories-write.service.js';
import { addPlacement } from '../modules/inventories/inventory-placements.service.js';
import { createProduct } from '../modules/products/products-write.service.js';
import { createStorage } from '../modules/storages/storages.service.js';
import { loadDemoHistory } from './demo-history.js';

type DemoProduct = TProductCreate & { sku: string };

const MUMBAI: [number, number] = [72.8777, 19.076];
const LUDHIANA: [number, number] = [75.8573, 30.901];
const INDORE: [number, number] = [75.8577, 22.7196];
const CHENNAI: [number, number] = [80.2707, 13.0827];
const point = (coordinates: [number, number]) => ({ type: 'Point' as const, coordinates });

/** A distributor's catalogue: staples, FMCG, pharma and electricals, some running low. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    productName: 'India Gate Basmati Rice 25kg',
    sku: 'GR-RICE-25',
    productCategory: 'Groceries',
    price: 2450,
    brand: 'India Gate',
    mrp: 2695,
    quantity: 320,
    weight: 25,
    dimensions: { length: 70, width: 45, height: 15 },
    thresholdLimit: 60,
    shelfLifeDays: 540,
    mfgDate: '2026-08-10',
    expiryDate: '2028-02-01',
    batchId: 'IG-2608',
    supplierLocation: point(LUDHIANA),
    description: 'Aged long-grain basmati, 25 kg jute bag',
  },
  {
    productName: 'Aashirvaad Atta 10kg',
    sku: 'GR-ATTA-10',
    productCategory: 'Groceries',
    price: 455,
    brand: 'Aashirvaad',
    mrp: 499,
    quantity: 540,
    weight: 10,
    dimensions: { length: 50, width: 32, height: 12 },
    thresholdLimit: 100,
    shelfLifeDays: 90,
    mfgDate: '2026-10-20',
    expiryDate: '2027-01-18',
    batchId: 'AA-2610',
    description: 'Whole wheat flour',
  },
  {
    productName: 'Tata Salt 1kg',
    sku: 'GR-SALT-1',
    productCategory: 'Groceries',
    price: 28,
    brand: 'Tata',
    mrp: 30,
    quantity: 1800,
    weight: 1,
    dimensions: { length: 18, width: 11, height: 5 },
    thresholdLimit: 300,
    shelfLifeDays: 720,
    description: 'Iodised salt',
  },
  {
    productName: 'Toor Dal 1kg',
    sku: 'GR-TOOR-1',
    productCategory: 'Pulses',
    price: 165,
    mrp: 180,
    quantity: 45,
    weight: 1,
    dimensions: { length: 22, width: 14, height: 6 },
    thresholdLimit: 80,
    shelfLifeDays: 270,
    supplierLocation: point(INDORE),
    description: 'Unpolished arhar dal',
  },
  {
    productName: 'Moong Dal 1kg',
    sku: 'GR-MOONG-1',
    productCategory: 'Pulses',
    price: 140,
    mrp: 155,
    quantity: 260,
    weight: 1,
    dimensions: { length: 22, width: 14, height: 6 },
    thresholdLimit: 60,
  },
  {
    productName: 'Fortune Sunflower Oil 15L',
    sku: 'OIL-SUN-15',
    productCategory: 'Edible Oils',
    price: 2150,
    brand: 'Fortune',
    mrp: 2350,
    quantity: 120,
    weight: 14.2,
    dimensions: { length: 30, width: 25, height: 38 },
    thresholdLimit: 25,
    shelfLifeDays: 270,
    mfgDate: '2026-09-01',
    expiryDate: '2027-05-28',
  },
  {
    productName: 'Dhara Mustard Oil 1L',
    sku: 'OIL-MUS-1',
    productCategory: 'Edible Oils',
    price: 185,
    brand: 'Dhara',
    mrp: 199,
    quantity: 0,
    weight: 0.95,
    dimensions: { length: 9, width: 7, height: 27 },
    thresholdLimit: 120,
    description: 'Kachi ghani mustard oil',
  },
  // Two that a search must rank after the real matches: "dal" inside "Sandal", "oil" only in a
  // lotion's description (docs/domain.md#product-search).
  {
    productName: 'Mysore Sandal Talc 100g',
    sku: 'PC-TALC-100',
    productCategory: 'Personal Care',
    price: 95,
    brand: 'Mysore Sandal',
    mrp: 105,
    quantity: 240,
    weight: 0.13,
    dimensions: { length: 6, width: 4, height: 14 },
    thresholdLimit: 40,
  },
  {
    productName: 'Nivea Body Lotion 400ml',
    sku: 'PC-LOTION-400',
    productCategory: 'Personal Care',
    price: 399,
    brand: 'Nivea',
    mrp: 449,
    quantity: 60,
    weight: 0.45,
    dimensions: { length: 7, width: 5, height: 20 },
    thresholdLimit: 12,
    description: 'With almond oil and vitamin E',
  },
  {
    productName: 'Everest Garam Masala 100g',
    sku: 'SP-GARAM-100',
    productCategory: 'Spices',
    price: 82,
    brand: 'Everest',
    mrp: 90,
    quantity: 900,
    weight: 0.12,
    dimensions: { length: 10, width: 5, height: 14 },
    thresholdLimit: 150,
  },
  {
    productName: 'MDH Kashmiri Mirch 100g',
    sku: 'SP-MIRCH-100',
    productCategory: 'Spices',
    price: 76,
    brand: 'MDH',
    mrp: 84,
    quantity: 130,
    weight: 0.11,
    dimensions: { length: 10, width: 5, height: 14 },
    thresholdLimit: 150,
  },
  {
    productName: 'Tata Tea Gold 1kg',
    sku: 'BV-TEA-1',
    productCategory: 'Beverages',
    price: 560,
    brand: 'Tata',
    mrp: 620,
    quantity: 410,
    weight: 1.05,
    dimensions: { length: 20, width: 12, height: 9 },
    thresholdLimit: 80,
    shelfLifeDays: 360,
  },
  {
    productName: 'Nescafe Classic 200g',
    sku: 'BV-COF-200',
    productCategory: 'Beverages',
    price: 610,
    brand: 'Nescafe',
    mrp: 675,
    quantity: 95,
    weight: 0.35,
    dimensions: { length: 9, width: 9, height: 15 },
    thresholdLimit: 40,
  },
  {
    productName: 'Amul Butter 500g',
    sku: 'DY-BUT-500',
    productCategory: 'Dairy',
    price: 285,
    brand: 'Amul',
    mrp: 305,
    quantity: 220,
    weight: 0.5,
    dimensions: { length: 14, width: 7, height: 6 },
    thresholdLimit: 50,
    shelfLifeDays: 120,
    mfgDate: '2026-11-02',
    expiryDate: '2027-03-02',
    description: 'Keep at 2-8 °C',
  },
  {
    productName: 'Amul Ghee 1L',
    sku: 'DY-GHEE-1',
    productCategory: 'Dairy',
    price: 650,
    brand: 'Amul',
    mrp: 699,
    quantity: 18,
    weight: 0.91,
    dimensions: { length: 10, width: 10, height: 16 },
    thresholdLimit: 30,
    shelfLifeDays: 270,
  },
  {
    productName: 'Surf Excel Easy Wash 4kg',
    sku: 'HH-SURF-4',
    productCategory: 'Household',
    price: 720,
    brand: 'Surf Excel',
    mrp: 790,
    quantity: 260,
    weight: 4,
    dimensions: { length: 36, width: 24, height: 10 },
    thresholdLimit: 50,
  },
  {
    productName: 'Vim Dishwash Bar (Pack of 6)',
    sku: 'HH-VIM-6',
    productCategory: 'Household',
    price: 120,
    brand: 'Vim',
    mrp: 132,
    quantity: 600,
    weight: 0.9,
    dimensions: { length: 24, width: 12, height: 5 },
    thresholdLimit: 100,
  },
  {
    productName: 'Dettol Liquid Handwash 5L',
    sku: 'PC-DET-5',
    productCategory: 'Personal Care',
    price: 899,
    brand: 'Dettol',
    mrp: 999,
    quantity: 75,
    weight: 5.2,
    dimensions: { length: 20, width: 15, height: 30 },
    thresholdLimit: 20,
  },
  {
    productName: 'Colgate Strong Teeth 200g',
    sku: 'PC-COL-200',
    productCategory: 'Personal Care',
    price: 110,
    brand: 'Colgate',
    mrp: 122,
    quantity: 1100,
    weight: 0.22,
    dimensions: { length: 21, width: 5, height: 5 },
    thresholdLimit: 200,
  },
  {
    productName: 'Paracetamol 500mg (Strip of 10)',
    sku: 'PH-PARA-500',
    productCategory: 'Pharma',
    price: 25,
    brand: 'Crocin',
    mrp: 30,
    quantity: 2400,
    weight: 0.01,
    dimensions: { length: 10, width: 5, height: 1 },
    thresholdLimit: 500,
    shelfLifeDays: 1095,
    mfgDate: '2026-03-15',
    expiryDate: '2029-03-14',
    batchId: 'PCM-0326',
  },
  {
    productName: 'ORS Electrolyte Sachet',
    sku: 'PH-ORS-21',
    productCategory: 'Pharma',
    price: 21,
    brand: 'Electral',
    mrp: 23,
    quantity: 380,
    weight: 0.022,
    dimensions: { length: 12, width: 8, height: 1 },
    thresholdLimit: 400,
    mfgDate: '2025-01-10',
    expiryDate: '2026-07-09',
    batchId: 'ORS-0125',
  },
  {
    productName: 'Havells 9W LED Bulb',
    sku: 'EL-LED-9W',
    productCategory: 'Electricals',
    price: 99,
    brand: 'Havells',
    mrp: 120,
    quantity: 850,
    weight: 0.06,
    dimensions: { length: 6, width: 6, height: 11 },
    thresholdLimit: 100,
    supplierLocation: point(MUMBAI),
  },
  {
    productName: 'Polycab 1.5 sq mm Wire 90m',
    sku: 'EL-WIRE-15',
    productCategory: 'Electricals',
    price: 1650,
    brand: 'Polycab',
    mrp: 1890,
    quantity: 64,
    weight: 1.6,
    dimensions: { length: 22, width: 22, height: 8 },
    thresholdLimit: 20,
  },
  {
    productName: 'Usha Ceiling Fan 1200mm',
    sku: 'EL-FAN-1200',
    productCategory: 'Electricals',
    price: 2199,
    brand: 'Usha',
    mrp: 2490,
    quantity: 48,
    weight: 5.5,
    dimensions: { length: 62, width: 28, height: 20 },
    thresholdLimit: 15,
    supplierLocation: point(CHENNAI),
  },
];

interface DemoWarehouse {
  name: string;
  location: string;
  /** Where its goods leave from, as its e-way bills say. */
  address: { line: string; pinCode: string };
  description: string;
  totalCapacity: number;
  totalVolume: number;
  coordinates: [number, number];
  units: {
    locationId: string;
    name: string;
    type: string;
    dimensions: { length: number; width: number; height: number };
    holdingCapacity: number;
    temperature?: { min: number; max: number };
    currentWeight?: number;
    currentVolume?: number;
  }[];
  placements: [sku: string, quantity: number][];
}

/**
 * Six warehouses across India, each with racks and rooms: five holding part of the catalogue, and a
 * new depot near Pune, empty until the transfer on its way from Bhiwandi arrives.
 */
export const DEMO_WAREHOUSES: DemoWarehouse[] = [
  {
    name: 'Bhiwandi Central Godown',
    location: 'Bhiwandi, Thane, Maharashtra',
    address: { line: 'Gala 12-14, Rahnal Village, Bhiwandi', pinCode: '421302' },
    description: 'Main distribution hub for Mumbai and the Konkan belt',
    totalCapacity: 25_000,
    totalVolume: 150,
    coordinates: [73.0483, 19.2813],
    units: [
      {
        locationId: 'BHW-A1',
        name: 'Aisle A Rack 1',
        type: 'Pallet rack',
        dimensions: { length: 600, width: 120, height: 450 },
        holdingCapacity: 6000,
        currentWeight: 4200,
        currentVolume: 18,
      },
      {
        locationId: 'BHW-A2',
        name: 'Aisle A Rack 2',
        type: 'Pallet rack',
        dimensions: { length: 600, width: 120, height: 450 },
        holdingCapacity: 6000,
        currentWeight: 3100,
        currentVolume: 14,
      },
      {
        locationId: 'BHW-CR',
        name: 'Cold Room',
        type: 'Refrigerated',
        dimensions: { length: 400, width: 300, height: 300 },
        holdingCapacity: 3000,
        temperature: { min: 2, max: 8 },
        currentWeight: 650,
        currentVolume: 6,
      },
    ],
    placements: [
      ['GR-RICE-25', 180],
      ['GR-ATTA-10', 300],
      ['GR-SALT-1', 900],
      ['OIL-SUN-15', 60],
      ['DY-BUT-500', 120],
      ['HH-SURF-4', 120],
    ],
  },
  {
    name: 'Okhla Phase II Warehouse',
    location: 'Okhla Industrial Area, New Delhi',
    address: { line: 'B-44, Okhla Industrial Area Phase II', pinCode: '110020' },
    description: 'Serves Delhi NCR retailers',
    totalCapacity: 12_000,
    totalVolume: 130,
    coordinates: [77.2773, 28.5355],
    units: [
      {
        locationId: 'OKH-B1',
        name: 'Bay 1 Shelving',
        type: 'Shelving',
        dimensions: { length: 500, width: 80, height: 300 },
        holdingCapacity: 2500,
        currentWeight: 900,
        currentVolume: 4,
      },
      {
        locationId: 'OKH-B2',
        name: 'Bay 2 Pallets',
        type: 'Floor pallets',
        dimensions: { length: 800, width: 600, height: 200 },
        holdingCapacity: 8000,
        currentWeight: 5200,
        currentVolume: 60,
      },
    ],
    placements: [
      ['GR-RICE-25', 100],
      ['BV-TEA-1', 200],
      ['SP-GARAM-100', 400],
      ['PC-COL-200', 500],
      ['EL-LED-9W', 300],
    ],
  },
  {
    name: 'Whitefield Fulfilment Centre',
    location: 'Whitefield, Bengaluru, Karnataka',
    address: { line: 'Plot 17, EPIP Zone, Whitefield', pinCode: '560066' },
    description: 'E-commerce orders for Bengaluru and Mysuru',
    totalCapacity: 8_000,
    totalVolume: 40,
    coordinates: [77.7499, 12.9698],
    units: [
      {
        locationId: 'WFD-M1',
        name: 'Mezzanine Bins',
        type: 'Bin shelving',
        dimensions: { length: 1000, width: 60, height: 220 },
        holdingCapacity: 1800,
        currentWeight: 400,
        currentVolume: 3,
      },
      {
        locationId: 'WFD-PH',
        name: 'Pharma Cage',
        type: 'Secure cage',
        dimensions: { length: 300, width: 200, height: 250 },
        holdingCapacity: 800,
        temperature: { min: 15, max: 25 },
        currentWeight: 60,
        currentVolume: 1.2,
      },
    ],
    placements: [
      ['PH-PARA-500', 1500],
      ['PH-ORS-21', 200],
      ['BV-COF-200', 60],
      ['PC-DET-5', 40],
      ['EL-FAN-1200', 20],
    ],
  },
  {
    name: 'Sriperumbudur Logistics Park',
    location: 'Sriperumbudur, Kanchipuram, Tamil Nadu',
    address: { line: 'SIPCOT Industrial Park, Sriperumbudur', pinCode: '602105' },
    description: 'Port-linked warehouse for Chennai',
    totalCapacity: 15_000,
    totalVolume: 60,
    coordinates: [79.9511, 12.9675],
    units: [
      {
        locationId: 'SPB-R1',
        name: 'Heavy Rack 1',
        type: 'Pallet rack',
        dimensions: { length: 700, width: 120, height: 500 },
        holdingCapacity: 7000,
        currentWeight: 2500,
        currentVolume: 20,
      },
    ],
    placements: [
      ['GR-MOONG-1', 150],
      ['HH-VIM-6', 350],
      ['EL-WIRE-15', 40],
      ['OIL-SUN-15', 30],
    ],
  },
  {
    name: 'Dankuni Cold Chain Depot',
    location: 'Dankuni, Hooghly, West Bengal',
    address: { line: 'NH-19, Dankuni Industrial Estate', pinCode: '712311' },
    description: 'Dairy and frozen goods for Kolkata',
    totalCapacity: 5_000,
    totalVolume: 45,
    coordinates: [88.2636, 22.6787],
    units: [
      {
        locationId: 'DNK-F1',
        name: 'Freezer 1',
        type: 'Frozen',
        dimensions: { length: 300, width: 250, height: 250 },
        holdingCapacity: 1500,
        temperature: { min: -22, max: -16 },
      },
      {
        locationId: 'DNK-C1',
        name: 'Chiller 1',
        type: 'Refrigerated',
        dimensions: { length: 300, width: 250, height: 250 },
        holdingCapacity: 1500,
        temperature: { min: 2, max: 6 },
        currentWeight: 220,
        currentVolume: 2.5,
      },
    ],
    placements: [
      ['DY-BUT-500', 80],
      ['DY-GHEE-1', 12],
    ],
  },
  {
    name: 'Chakan Depot',
    location: 'Chakan MIDC, Pune, Maharashtra',
    address: { line: 'Plot A-31, Chakan MIDC Phase II', pinCode: '410501' },
    description: 'New depot for Pune and Pimpri-Chinchwad, stocked from Bhiwandi',
    totalCapacity: 6_000,
    totalVolume: 30,
    coordinates: [73.8567, 18.7603],
    units: [
      {
        locationId: 'CHK-R1',
        name: 'Rack 1',
        type: 'Pallet rack',
        dimensions: { length: 500, width: 120, height: 400 },
        holdingCapacity: 4000,
      },
    ],
    placements: [],
  },
];

/**
 * Loads the demo catalogue and warehouses through the same services the API uses, so the ledger,
 * capacities and stock alerts are what a real user's actions would have produced, then dates them a
 * month back with a month of trade since (loadDemoHistory). Products are keyed by SKU and
 * warehouses by name: a second run adds nothing twice.
 */
export async function loadDemoStock(
  db: Db,
  userId: string,
): Promise<{ products: number; warehouses: number }> {
  const ids = new Map<string, string>();
  const createdProducts: { id: string; sku: string; quantity: number }[] = [];
  const createdWarehouses: string[] = [];
  for (const demo of DEMO_PRODUCTS) {
    const [existing] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.sku, demo.sku))
      .limit(1);
    if (existing) {
      ids.set(demo.sku, existing.id);
      continue;
    }
    const row = await createProduct(db, zProductCreateSchema.parse(demo), userId);
    ids.set(demo.sku, row.id);
    createdProducts.push({ id: row.id, sku: demo.sku, quantity: row.quantity });
  }

  for (const warehouse of DEMO_WAREHOUSES) {
    const [existing] = await db
      .select({ id: inventories.id })
      .from(inventories)
      .where(eq(inventories.name, warehouse.name))
      .limit(1);
    if (existing) continue;
    const inventory = await createInventory(db, {
      name: warehouse.name,
      location: warehouse.location,
      addressLine: warehouse.address.line,
      pinCode: warehouse.address.pinCode,
      description: warehouse.description,
      totalCapacity: warehouse.totalCapacity,
      totalVolume: warehouse.totalVolume,
      inventoryLocation: point(warehouse.coordinates),
    });
    for (const unit of warehouse.units) {
      const [unitExists] = await db
        .select({ id: storageUnits.id })
        .from(storageUnits)
        .where(eq(storageUnits.locationId, unit.locationId))
        .limit(1);
      if (!unitExists) await createStorage(db, { ...unit, inventory: inventory.id, type: unit.type });
    }
    for (const [sku, quantity] of warehouse.placements) {
      await addPlacement(db, inventory.id, { productId: ids.get(sku)!, quantity }, userId);
    }
    createdWarehouses.push(inventory.id);
  }
  // What this run created was stocked a month ago and has traded since (demo-history.ts).
  await loadDemoHistory(db, { products: createdProducts, inventoryIds: createdWarehouses }, userId);
  return { products: createdProducts.length, warehouses: createdWarehouses.length };
}

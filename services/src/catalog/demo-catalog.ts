import { USD_PRICES, type LocalizedText } from '@hotel/contracts';

/** The demo hotel: two buildings, seven room types, 32 rooms. Prices in teňňe. */
export interface DemoRoomType {
  id: number;
  name: LocalizedText;
  description: LocalizedText;
  capacity: number;
  priceTenge: number;
  bookingPriceTenge: number;
  discount: number;
  discountStatus: 0 | 1;
  bed: 'twin' | 'double' | '';
  rooms: number;
}

export const DEMO_BLOCKS = ['A', 'B'] as const;

const type = (
  id: number,
  name: LocalizedText,
  description: LocalizedText,
  numbers: Omit<DemoRoomType, 'id' | 'name' | 'description'>,
): DemoRoomType => ({ id, name, description, ...numbers });

export const DEMO_ROOM_TYPES: readonly DemoRoomType[] = [
  type(
    1,
    { ru: 'Стандарт одноместный', en: 'Standard single', tm: 'Standart bir orunly' },
    {
      ru: 'Уютный номер для одного гостя с видом на сад, рабочим столом и душем.',
      en: 'A cosy room for one guest with a garden view, a desk and a shower.',
      tm: 'Bag görnüşli, iş stolly we duşly bir myhman üçin amatly otag.',
    },
    {
      capacity: 1,
      priceTenge: 420_00,
      bookingPriceTenge: 50_00,
      discount: 0,
      discountStatus: 0,
      bed: '',
      rooms: 6,
    },
  ),
  type(
    2,
    { ru: 'Стандарт двухместный', en: 'Standard double', tm: 'Standart iki orunly' },
    {
      ru: 'Светлый номер с двумя кроватями, балконом и видом на парк.',
      en: 'A bright room with two beds, a balcony and a view of the park.',
      tm: 'Iki düşekli, balkonly we seýilgähe seredýän ýagty otag.',
    },
    {
      capacity: 2,
      priceTenge: 560_00,
      bookingPriceTenge: 50_00,
      discount: 0,
      discountStatus: 0,
      bed: 'twin',
      rooms: 8,
    },
  ),
  type(
    3,
    { ru: 'Улучшенный', en: 'Superior', tm: 'Gowulandyrylan' },
    {
      ru: 'Просторный номер с большой кроватью и видом на Каспийское море.',
      en: 'A spacious room with a large bed and a view of the Caspian Sea.',
      tm: 'Uly düşekli we Hazar deňzine seredýän giň otag.',
    },
    {
      capacity: 2,
      priceTenge: 840_00,
      bookingPriceTenge: 80_00,
      discount: 0,
      discountStatus: 0,
      bed: 'double',
      rooms: 6,
    },
  ),
  type(
    4,
    { ru: 'Полулюкс', en: 'Junior suite', tm: 'Ýarym lýuks' },
    {
      ru: 'Номер с гостиной зоной, террасой и панорамным видом на марину.',
      en: 'A suite with a sitting area, a terrace and a panoramic view of the marina.',
      tm: 'Myhman otagy, eýwany we ýahta duralgasyna giň görnüşi bolan otag.',
    },
    {
      capacity: 3,
      priceTenge: 1260_00,
      bookingPriceTenge: 100_00,
      discount: 10,
      discountStatus: 1,
      bed: 'double',
      rooms: 5,
    },
  ),
  type(
    5,
    { ru: 'Семейный', en: 'Family room', tm: 'Maşgala otagy' },
    {
      ru: 'Две смежные спальни для семьи с детьми, рядом с бассейном.',
      en: 'Two connecting bedrooms for a family with children, next to the pool.',
      tm: 'Çagaly maşgala üçin howuzyň ýanynda iki sany birleşýän ýatylýan otag.',
    },
    {
      capacity: 4,
      priceTenge: 1400_00,
      bookingPriceTenge: 100_00,
      discount: 5,
      discountStatus: 0,
      bed: 'twin',
      rooms: 4,
    },
  ),
  type(
    6,
    { ru: 'Делюкс с видом на море', en: 'Deluxe sea view', tm: 'Deňze seredýän lýuks' },
    {
      ru: 'Номер премиум-класса с ванной, гардеробной и балконом над морем.',
      en: 'A premium room with a bathtub, a dressing room and a balcony over the sea.',
      tm: 'Wannaly, geýim otagly we deňziň üstünde balkonly ýokary derejeli otag.',
    },
    {
      capacity: 2,
      priceTenge: 1750_00,
      bookingPriceTenge: 150_00,
      discount: 0,
      discountStatus: 0,
      bed: 'double',
      rooms: 2,
    },
  ),
  type(
    7,
    { ru: 'Президентский люкс', en: 'Presidential suite', tm: 'Prezident lýuksy' },
    {
      ru: 'Двухуровневый люкс с собственной террасой, сауной и причалом для яхты.',
      en: 'A two-level suite with a private terrace, a sauna and a berth for a yacht.',
      tm: 'Hususy eýwanly, saunaly we ýahta üçin duralgaly iki gatly lýuks.',
    },
    {
      capacity: 4,
      priceTenge: 4990_00,
      bookingPriceTenge: 300_00,
      discount: 0,
      discountStatus: 0,
      bed: 'double',
      rooms: 1,
    },
  ),
];

export const usdPriceOf = (typeId: number): number | null => USD_PRICES[typeId] ?? null;

/** Six pictures per demo type: the main one, the two beside it and three thumbnails on /room. */
export const imagesOf = (typeId: number): string[] =>
  [1, 2, 3, 4, 5, 6].map((n) => `/images/rooms/${typeId}-${n}.svg`);

import { FEED_PROPERTY_FIELDS, type FeedProperty } from '@keyhaven/contract'

type PropertyField = (typeof FEED_PROPERTY_FIELDS)[number]

/**
 * Each field's EDM type and whether it may be null. Lookups (StandardStatus, PropertyType, the units...) are
 * strings, as RESO's Data Dictionary 2.0 allows (string lookups), so a filter compares them with text.
 */
const FIELD_TYPES: Record<PropertyField, { type: string; nullable: boolean }> = {
  ListingKey: { type: 'Edm.String', nullable: false },
  StandardStatus: { type: 'Edm.String', nullable: false },
  PropertyType: { type: 'Edm.String', nullable: false },
  PropertySubType: { type: 'Edm.String', nullable: false },
  ListPrice: { type: 'Edm.Decimal', nullable: false },
  ListPriceLow: { type: 'Edm.Decimal', nullable: true },
  LeaseAmountFrequency: { type: 'Edm.String', nullable: true },
  BedroomsTotal: { type: 'Edm.Int32', nullable: true },
  BathroomsTotalInteger: { type: 'Edm.Int32', nullable: true },
  LivingArea: { type: 'Edm.Decimal', nullable: true },
  LivingAreaUnits: { type: 'Edm.String', nullable: false },
  LotSizeArea: { type: 'Edm.Decimal', nullable: true },
  LotSizeUnits: { type: 'Edm.String', nullable: true },
  YearBuilt: { type: 'Edm.Int32', nullable: true },
  UnparsedAddress: { type: 'Edm.String', nullable: false },
  City: { type: 'Edm.String', nullable: true },
  StateOrProvince: { type: 'Edm.String', nullable: true },
  PostalCode: { type: 'Edm.String', nullable: true },
  Country: { type: 'Edm.String', nullable: true },
  Latitude: { type: 'Edm.Double', nullable: true },
  Longitude: { type: 'Edm.Double', nullable: true },
  PublicRemarks: { type: 'Edm.String', nullable: false },
  ListAgentKey: { type: 'Edm.String', nullable: false },
  ListAgentFullName: { type: 'Edm.String', nullable: false },
  ListAgentEmail: { type: 'Edm.String', nullable: false },
  ModificationTimestamp: { type: 'Edm.DateTimeOffset', nullable: false },
} satisfies Record<keyof Omit<FeedProperty, 'Media'>, unknown>

const MEDIA_FIELDS = [
  '<Property Name="MediaKey" Type="Edm.String" Nullable="false"/>',
  '<Property Name="MediaURL" Type="Edm.String" Nullable="false"/>',
  '<Property Name="MediaCategory" Type="Edm.String" Nullable="false"/>',
  '<Property Name="Order" Type="Edm.Int32" Nullable="false"/>',
]

/**
 * The feed's $metadata: a CSDL (OData 4.0, XML) document describing the Property entity set, keyed by
 * ListingKey, and its Media, with the query options it takes. A removal is a Property with only its key,
 * StandardStatus and ModificationTimestamp, which is why the other fields may be absent from an entry.
 */
export const FEED_METADATA = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<edmx:Edmx xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx" Version="4.0">',
  '<edmx:DataServices>',
  '<Schema xmlns="http://docs.oasis-open.org/odata/ns/edm" Namespace="org.reso.metadata">',
  '<EntityType Name="Property">',
  '<Key><PropertyRef Name="ListingKey"/></Key>',
  ...FEED_PROPERTY_FIELDS.map((name) => {
    const { type, nullable } = FIELD_TYPES[name]
    // Every field but the key, the status and the time is absent from a removal.
    const mayBeAbsent = !['ListingKey', 'StandardStatus', 'ModificationTimestamp'].includes(name)
    return `<Property Name="${name}" Type="${type}"${nullable || mayBeAbsent ? '' : ' Nullable="false"'}/>`
  }),
  '<NavigationProperty Name="Media" Type="Collection(org.reso.metadata.Media)" ContainsTarget="true"/>',
  '</EntityType>',
  '<EntityType Name="Media">',
  '<Key><PropertyRef Name="MediaKey"/></Key>',
  ...MEDIA_FIELDS,
  '</EntityType>',
  '<EntityContainer Name="Default">',
  '<EntitySet Name="Property" EntityType="org.reso.metadata.Property"/>',
  '</EntityContainer>',
  '</Schema>',
  '</edmx:DataServices>',
  '</edmx:Edmx>',
].join('\n')

import type { ListingType, OfferStatus, PropertyCategory, VerificationStatus } from '@keyhaven/contract'

export const DEMO_PASSWORD = 'demo1234'

export interface DemoUser {
  key: string
  name: string
  email: string
  role: 'user' | 'agent' | 'admin' | 'fraud'
}

export const demoUsers: DemoUser[] = [
  { key: 'admin', name: 'Ada Morgan', email: 'admin@example.com', role: 'admin' },
  { key: 'agent', name: 'Marcus Reed', email: 'agent@example.com', role: 'agent' },
  { key: 'priya', name: 'Priya Shah', email: 'priya.shah@example.com', role: 'agent' },
  { key: 'tom', name: 'Tom Becker', email: 'tom.becker@example.com', role: 'agent' },
  { key: 'victor', name: 'Victor Crane', email: 'victor.crane@example.com', role: 'fraud' },
  { key: 'user', name: 'Lena Park', email: 'user@example.com', role: 'user' },
  { key: 'sam', name: 'Sam Rivera', email: 'sam.rivera@example.com', role: 'user' },
]

export interface DemoProperty {
  key: string
  agent: string
  title: string
  location: string
  /** Latitude and longitude of the address (near enough for the map). */
  point: [latitude: number, longitude: number]
  description: string
  listingType: ListingType
  category: PropertyCategory
  price: [number, number]
  status: VerificationStatus
  advertised?: boolean
  rooms?: [bedrooms: number, bathrooms: number, livingArea: number]
}

export const demoProperties: DemoProperty[] = [
  {
    key: 'maple',
    agent: 'agent',
    title: 'Sunny Family House',
    location: '12 Maple Street, Austin, TX',
    point: [30.285, -97.742],
    description: 'A bright four-bedroom home on a quiet street, with a large garden and a two-car garage.',
    listingType: 'sale',
    category: 'House',
    price: [350000, 380000],
    status: 'verified',
    advertised: true,
    rooms: [4, 3, 2400],
  },
  {
    key: 'lakeside',
    agent: 'agent',
    title: 'Lakeside Villa',
    location: '88 Shoreline Drive, Lake Travis, TX',
    point: [30.392, -97.907],
    description: 'Waterfront villa with a private dock, infinity pool and sweeping lake views.',
    listingType: 'sale',
    category: 'Villa',
    price: [1200000, 1350000],
    status: 'verified',
    rooms: [5, 5, 5200],
  },
  {
    key: 'congress',
    agent: 'agent',
    title: 'Downtown Office Suite',
    location: '500 Congress Avenue, Austin, TX',
    point: [30.2676, -97.7429],
    description: 'Furnished office floor for up to 30 people, two meeting rooms, steps from the Capitol.',
    listingType: 'rent',
    category: 'Office',
    price: [4500, 5200],
    status: 'verified',
    rooms: [0, 2, 3100],
  },
  {
    key: 'rainey',
    agent: 'agent',
    title: 'Riverside Apartment',
    location: '70 Rainey Street, Austin, TX',
    point: [30.259, -97.7387],
    description: 'Two-bedroom apartment with a river-facing balcony, gym and rooftop pool.',
    listingType: 'rent',
    category: 'Apartment',
    price: [2100, 2400],
    status: 'verified',
    rooms: [2, 2, 1050],
  },
  {
    key: 'cottage',
    agent: 'agent',
    title: 'Garden Cottage',
    location: '4 Willow Lane, Round Rock, TX',
    point: [30.5083, -97.6789],
    description: 'Charming cottage with a vegetable garden and a sunroom, newly renovated kitchen.',
    listingType: 'sale',
    category: 'House',
    price: [240000, 260000],
    status: 'pending',
    rooms: [2, 1, 980],
  },
  {
    key: 'loft',
    agent: 'agent',
    title: 'Modern Loft',
    location: '220 East 6th Street, Austin, TX',
    point: [30.2673, -97.7405],
    description: 'Open-plan loft with exposed brick and high ceilings.',
    listingType: 'sale',
    category: 'Apartment',
    price: [410000, 450000],
    status: 'rejected',
    rooms: [1, 1, 900],
  },
  {
    key: 'coastal',
    agent: 'priya',
    title: 'Coastal Villa Retreat',
    location: '15 Ocean View Road, Santa Monica, CA',
    point: [34.0195, -118.4912],
    description: 'Mediterranean villa a short walk from the beach, with terraces on every floor.',
    listingType: 'sale',
    category: 'Villa',
    price: [2400000, 2650000],
    status: 'verified',
    rooms: [6, 5, 6100],
  },
  {
    key: 'malibu',
    agent: 'priya',
    title: 'Beach House Rental',
    location: '301 Pacific Coast Highway, Malibu, CA',
    point: [34.0259, -118.7798],
    description: 'Family beach house with direct sand access, available for long lets.',
    listingType: 'rent',
    category: 'House',
    price: [7800, 9000],
    status: 'verified',
    rooms: [4, 3, 2600],
  },
  {
    key: 'midtown',
    agent: 'priya',
    title: 'Studio Apartment Midtown',
    location: '250 West 54th Street, New York, NY',
    point: [40.7638, -73.9838],
    description: 'Compact studio with a doorman, laundry in the building and great transit links.',
    listingType: 'rent',
    category: 'Apartment',
    price: [2900, 3200],
    status: 'verified',
    rooms: [0, 1, 450],
  },
  {
    key: 'miami',
    agent: 'priya',
    title: 'Seaside Villa Rental',
    location: '9 Collins Avenue, Miami Beach, FL',
    point: [25.7907, -80.13],
    description: 'Villa with a pool and palm garden, five minutes from the ocean.',
    listingType: 'rent',
    category: 'Villa',
    price: [11000, 12500],
    status: 'verified',
    rooms: [5, 4, 4300],
  },
  {
    key: 'corner',
    agent: 'priya',
    title: 'Corner Office Loft',
    location: '77 Market Street, San Francisco, CA',
    point: [37.7937, -122.3954],
    description: 'Light-filled corner office with bay views, ready to move in.',
    listingType: 'rent',
    category: 'Office',
    price: [6500, 7200],
    status: 'pending',
    rooms: [0, 1, 1800],
  },
  {
    key: 'hillside',
    agent: 'priya',
    title: 'Hillside Home',
    location: '42 Canyon Drive, Pasadena, CA',
    point: [34.1478, -118.1445],
    description: 'Mid-century home on a hillside lot with mountain views and a pool.',
    listingType: 'sale',
    category: 'House',
    price: [980000, 1050000],
    status: 'verified',
    advertised: true,
    rooms: [3, 2, 2100],
  },
  {
    key: 'techpark',
    agent: 'tom',
    title: 'Tech Park Office',
    location: '1200 Innovation Way, Seattle, WA',
    point: [47.6062, -122.3321],
    description: 'Three-storey office building with parking, fibre and a staff cafe.',
    listingType: 'sale',
    category: 'Office',
    price: [3100000, 3400000],
    status: 'verified',
    advertised: true,
    rooms: [0, 6, 14500],
  },
  {
    key: 'bungalow',
    agent: 'tom',
    title: 'Craftsman Bungalow',
    location: '18 Alberta Street, Portland, OR',
    point: [45.559, -122.645],
    description: 'Restored craftsman bungalow with a porch, a fenced yard and a workshop.',
    listingType: 'rent',
    category: 'House',
    price: [2600, 2900],
    status: 'verified',
    rooms: [3, 2, 1600],
  },
  {
    key: 'chicago',
    agent: 'tom',
    title: 'City View Apartment',
    location: '400 North Lake Shore Drive, Chicago, IL',
    point: [41.89, -87.615],
    description: 'High-floor apartment with skyline views, concierge and a fitness centre.',
    listingType: 'sale',
    category: 'Apartment',
    price: [520000, 560000],
    status: 'verified',
    advertised: true,
    rooms: [2, 2, 1250],
  },
  {
    key: 'warehouse',
    agent: 'tom',
    title: 'Warehouse Conversion',
    location: '9 Industrial Road, Tacoma, WA',
    point: [47.2529, -122.4443],
    description: 'Former warehouse converted into open office space.',
    listingType: 'sale',
    category: 'Office',
    price: [800000, 900000],
    status: 'rejected',
    rooms: [0, 2, 6000],
  },
  {
    key: 'townhouse',
    agent: 'tom',
    title: 'Suburban Townhouse',
    location: '63 Birch Court, Bellevue, WA',
    point: [47.6101, -122.2015],
    description: 'End-of-terrace townhouse near good schools, with a small garden.',
    listingType: 'sale',
    category: 'House',
    price: [690000, 720000],
    status: 'pending',
    rooms: [3, 2, 1700],
  },
  {
    key: 'toogood',
    agent: 'victor',
    title: 'Luxury Villa at a Bargain',
    location: '1 Palm Island, Miami, FL',
    point: [25.7775, -80.168],
    description:
      'A listing by an agent marked as fraud: kept in the database, hidden from every public page.',
    listingType: 'sale',
    category: 'Villa',
    price: [90000, 95000],
    status: 'verified',
    advertised: true,
    rooms: [6, 6, 7000],
  },
]

export interface DemoOffer {
  property: string
  buyer: string
  amount: number
  status: OfferStatus
  buyingDate: string
}

export const demoOffers: DemoOffer[] = [
  { property: 'maple', buyer: 'user', amount: 360000, status: 'pending', buyingDate: '2027-01-15' },
  { property: 'maple', buyer: 'sam', amount: 355000, status: 'pending', buyingDate: '2027-02-01' },
  { property: 'hillside', buyer: 'user', amount: 1000000, status: 'accepted', buyingDate: '2027-01-20' },
  { property: 'chicago', buyer: 'sam', amount: 525000, status: 'rejected', buyingDate: '2027-03-10' },
  { property: 'lakeside', buyer: 'user', amount: 1250000, status: 'bought', buyingDate: '2026-10-01' },
  { property: 'coastal', buyer: 'sam', amount: 2500000, status: 'bought', buyingDate: '2026-09-15' },
]

export interface DemoReview {
  property: string
  reviewer: string
  text: string
  daysAgo: number
}

export const demoReviews: DemoReview[] = [
  {
    property: 'maple',
    reviewer: 'user',
    text: 'Lovely neighbourhood and the house is exactly as pictured. Marcus answered every question.',
    daysAgo: 1,
  },
  {
    property: 'lakeside',
    reviewer: 'sam',
    text: 'The view from the deck is unreal. Viewing was well organised and on time.',
    daysAgo: 3,
  },
  {
    property: 'coastal',
    reviewer: 'user',
    text: 'Beautiful villa, a bit of traffic on weekends but worth it for the beach.',
    daysAgo: 5,
  },
  {
    property: 'midtown',
    reviewer: 'sam',
    text: 'Small but smartly laid out. Perfect for a first place in the city.',
    daysAgo: 8,
  },
  {
    property: 'techpark',
    reviewer: 'user',
    text: 'Great building for a growing team; parking and transit are both easy.',
    daysAgo: 12,
  },
  {
    property: 'bungalow',
    reviewer: 'sam',
    text: 'Cosy and full of character. The workshop in the back is a real bonus.',
    daysAgo: 15,
  },
  {
    property: 'hillside',
    reviewer: 'sam',
    text: 'Stunning mountain views. The pool needs some work but the price reflects it.',
    daysAgo: 20,
  },
]

/** A house sold through Keyhaven: listed by Tom Becker, bought by Sam Rivera, paid for `daysAgo` days ago. */
export interface DemoSoldHome {
  title: string
  location: string
  point: [latitude: number, longitude: number]
  description: string
  rooms: [bedrooms: number, bathrooms: number, livingArea: number]
  soldFor: number
  daysAgo: number
}

/**
 * Houses sold in the last year within a few kilometres of Sunny Family House (12 Maple Street, Austin): the
 * comparables its estimate is made from, and the homes the estimator's median error is measured on.
 */
export const demoSoldHomes: DemoSoldHome[] = [
  {
    title: 'Hyde Park Craftsman',
    location: '4405 Duval Street, Austin, TX',
    point: [30.3058, -97.7262],
    description: 'Restored craftsman with a deep porch, original oak floors and a shaded garden.',
    rooms: [3, 2, 2100],
    soldFor: 332_000,
    daysAgo: 25,
  },
  {
    title: 'Speedway Family Home',
    location: '3806 Speedway, Austin, TX',
    point: [30.2985, -97.733],
    description: 'Four-bedroom house near the university, with a two-car garage and a fenced yard.',
    rooms: [4, 3, 2350],
    soldFor: 374_000,
    daysAgo: 48,
  },
  {
    title: 'West 29th Street House',
    location: '1104 West 29th Street, Austin, TX',
    point: [30.295, -97.747],
    description: 'Updated house on a corner lot, open kitchen and a large garden with old pecan trees.',
    rooms: [4, 3, 2500],
    soldFor: 379_000,
    daysAgo: 75,
  },
  {
    title: 'Harris Park Colonial',
    location: '3100 Harris Park Avenue, Austin, TX',
    point: [30.293, -97.7355],
    description: 'Five-bedroom colonial with a study, a garage and room for a growing family.',
    rooms: [5, 3, 2900],
    soldFor: 405_000,
    daysAgo: 110,
  },
  {
    title: 'East 32nd Street Cottage',
    location: '708 East 32nd Street, Austin, TX',
    point: [30.2935, -97.727],
    description: 'Three-bedroom cottage with a sunny kitchen and a small garden, a walk from the park.',
    rooms: [3, 2, 1950],
    soldFor: 296_000,
    daysAgo: 140,
  },
  {
    title: 'West 34th Street Ranch',
    location: '1503 West 34th Street, Austin, TX',
    point: [30.302, -97.7495],
    description: 'Single-storey ranch house with a carport, a patio and a new roof.',
    rooms: [4, 2, 2250],
    soldFor: 352_000,
    daysAgo: 170,
  },
  {
    title: 'Enfield Road Residence',
    location: '2606 Enfield Road, Austin, TX',
    point: [30.2905, -97.761],
    description: 'Spacious house with a fireplace, a two-car garage and a garden on a quiet road.',
    rooms: [4, 3, 2650],
    soldFor: 419_000,
    daysAgo: 200,
  },
  {
    title: 'Travis Heights Bungalow',
    location: '1907 Alta Vista Avenue, Austin, TX',
    point: [30.256, -97.747],
    description: 'Bungalow with a screened porch, a studio in the garden and views of downtown.',
    rooms: [3, 2, 2000],
    soldFor: 342_000,
    daysAgo: 235,
  },
  {
    title: 'Harris Avenue Four-Bedroom',
    location: '612 Harris Avenue, Austin, TX',
    point: [30.298, -97.726],
    description: 'Four bedrooms over two floors, a garage and a garden with a vegetable patch.',
    rooms: [4, 3, 2400],
    soldFor: 366_000,
    daysAgo: 270,
  },
  {
    title: 'Cherry Lane House',
    location: '3500 Cherry Lane, Austin, TX',
    point: [30.305, -97.755],
    description: 'Five-bedroom house with a pool, a garage and a big garden near Shoal Creek.',
    rooms: [5, 4, 3000],
    soldFor: 428_000,
    daysAgo: 310,
  },
]

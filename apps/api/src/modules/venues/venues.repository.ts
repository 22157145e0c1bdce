import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedRows } from '../../db/prepared';
import { venues } from '../../db/schema/venues';
import { listActiveByCityAndCategory, type ListingOptions } from './venues.listing-query';

export type { CardRow, ListingKey } from './venues.listing-query';

/** Rows as PostgreSQL returns them through `db.execute` (snake_case, times as 'HH:mm:ss'). */
export interface VenueRow {
  id: number;
  prefix: string;
  name: string;
  description: string | null;
  address: string;
  phone: string;
  email: string | null;
  slot_interval_minutes: number;
  is_active: boolean;
  is_listed: boolean;
  city_id: number;
  city_name: string;
  district_id: number;
  district_name: string;
  neighborhood_id: number;
  neighborhood_name: string;
  categories: { id: number; name: string }[];
  rating_count: number;
  rating_sum: number;
}
export interface ImageRow {
  id: number;
  image_type: 'profile' | 'gallery';
  path: string;
  thumb_path: string | null;
  alt_text: string | null;
  width: number | null;
  height: number | null;
}
export interface HoursRow {
  weekday: number;
  opens_at: string;
  closes_at: string;
}
export interface SubServiceRow {
  id: number;
  venue_id: number;
  service_id: number;
  name: string;
  description: string | null;
  price_kurus: number;
  duration_minutes: number;
  service_name: string;
  service_description: string | null;
  service_duration_minutes: number;
  service_default_price_kurus: number;
  service_position: number;
}
export interface ExpertRow {
  id: number;
  venue_id: number;
  name: string;
  specialization: string | null;
  experience_years: string | null;
  bio: string | null;
  specialties: string[];
  photo_path: string | null;
  hours: { weekday: number; starts_at: string; ends_at: string }[];
  services: {
    id: number;
    name: string;
    description: string | null;
    duration_minutes: number;
    default_price_kurus: number;
    position: number;
    custom_price_kurus: number | null;
    custom_duration_minutes: number | null;
  }[];
  sub_services: {
    id: number;
    name: string;
    price_kurus: number;
    duration_minutes: number;
    custom_price_kurus: number | null;
    custom_duration_minutes: number | null;
    description: string | null;
  }[];
}
export interface FaqRow {
  id: number;
  question: string;
  answer: string;
}
/** The public venue page's one row: the venue, and its parts as JSON arrays. */
export interface PublicPageRow extends VenueRow {
  images: ImageRow[];
  hours: HoursRow[];
  sub_services: SubServiceRow[];
  experts: ExpertRow[];
  faqs: FaqRow[];
}
/**
 * A catalogue service (and its sub-services) is public only while one of the venue's categories holds
 * it: dropping a category hides them without deleting anything.
 */
const heldByVenueCategory = (venueId: SQL, categoryId: SQL) =>
  sql`exists (select 1 from venue_categories vc where vc.venue_id = ${venueId} and vc.category_id = ${categoryId})`;

/** The active experts of a venue with their weekly hours and active assignments (no query per expert). */
const activeExperts = (venueId: SQL) => sql`
  select e.id, e.venue_id, e.name, e.specialization, e.experience_years, e.bio, e.specialties, e.photo_path,
         coalesce((
           select json_agg(json_build_object('weekday', h.weekday, 'starts_at', h.starts_at::text,
                                             'ends_at', h.ends_at::text) order by h.weekday)
           from expert_working_hours h where h.expert_id = e.id
         ), '[]'::json) as hours,
         coalesce((
           select json_agg(json_build_object('id', s.id, 'name', s.name, 'description', s.description,
                                             'duration_minutes', s.duration_minutes,
                                             'default_price_kurus', s.default_price_kurus,
                                             'position', s.position,
                                             'custom_price_kurus', es.custom_price_kurus,
                                             'custom_duration_minutes', es.custom_duration_minutes)
                           order by s.position, s.id)
           from expert_services es join services s on s.id = es.service_id
           where es.expert_id = e.id and es.is_active and ${heldByVenueCategory(sql`e.venue_id`, sql`s.category_id`)}
         ), '[]'::json) as services,
         coalesce((
           select json_agg(json_build_object('id', ss.id, 'name', ss.name, 'price_kurus', ss.price_kurus,
                                             'duration_minutes', ss.duration_minutes,
                                             'custom_price_kurus', ess.custom_price_kurus,
                                             'custom_duration_minutes', ess.custom_duration_minutes,
                                             'description', coalesce(ess.description, ss.description))
                           order by ss.service_id, ss.price_kurus, ss.id)
           from expert_sub_services ess join sub_services ss on ss.id = ess.sub_service_id
           join services s on s.id = ss.service_id
           where ess.expert_id = e.id and ess.is_active and ss.is_active and ss.deleted_at is null
             and ss.venue_id = e.venue_id and ${heldByVenueCategory(sql`e.venue_id`, sql`s.category_id`)}
         ), '[]'::json) as sub_services
  from experts e
  where e.venue_id = ${venueId} and e.is_active and e.deleted_at is null`;

/**
 * The public venue page in ONE statement: the active venue with its geography and categories, and as
 * JSON arrays its images, weekly hours, active sub-services, active experts (each with weekly hours and active
 * assignments) and active FAQs; null when the venue is unknown or inactive. Every part is an indexed read of the
 * one venue's rows; a round trip per part cost the server more than building the page.
 * Prepared by name (db/prepared.ts): the planner runs once per connection, not once per read.
 */
const publicPage = preparedRows<PublicPageRow, 'id'>(
  'venues_public_page',
  ['id'],
  (p) => sql`
    select v.id, v.prefix::text as prefix, v.name, v.description, v.address, v.phone, v.email,
           v.slot_interval_minutes, v.is_active, v.is_listed, v.rating_count, v.rating_sum,
           c.id as city_id, c.name as city_name,
           d.id as district_id, d.name as district_name,
           n.id as neighborhood_id, n.name as neighborhood_name,
           coalesce((
             select json_agg(json_build_object('id', cat.id, 'name', cat.name) order by cat.position, cat.id)
             from venue_categories vc join categories cat on cat.id = vc.category_id
             where vc.venue_id = v.id
           ), '[]'::json) as categories,
           coalesce((
             select json_agg(json_build_object('id', i.id, 'image_type', i.image_type, 'path', i.path,
                                               'thumb_path', i.thumb_path, 'alt_text', i.alt_text,
                                               'width', i.width, 'height', i.height) order by i.sort_order, i.id)
             from venue_images i where i.venue_id = v.id
           ), '[]'::json) as images,
           coalesce((
             select json_agg(json_build_object('weekday', h.weekday, 'opens_at', h.opens_at::text,
                                               'closes_at', h.closes_at::text) order by h.weekday)
             from venue_hours h where h.venue_id = v.id
           ), '[]'::json) as hours,
           coalesce((
             select json_agg(json_build_object('id', ss.id, 'venue_id', ss.venue_id, 'service_id', ss.service_id,
                                               'name', ss.name, 'description', ss.description,
                                               'price_kurus', ss.price_kurus, 'duration_minutes', ss.duration_minutes,
                                               'service_name', s.name, 'service_description', s.description,
                                               'service_duration_minutes', s.duration_minutes,
                                               'service_default_price_kurus', s.default_price_kurus,
                                               'service_position', s.position)
                             order by s.position, s.id, ss.price_kurus, ss.id)
             from sub_services ss join services s on s.id = ss.service_id
             where ss.venue_id = v.id and ss.is_active and ss.deleted_at is null and ${heldByVenueCategory(sql`ss.venue_id`, sql`s.category_id`)}
           ), '[]'::json) as sub_services,
           coalesce((select json_agg(x order by x.id) from (${activeExperts(sql`v.id`)}) x), '[]'::json) as experts,
           coalesce((
             select json_agg(json_build_object('id', f.id, 'question', f.question, 'answer', f.answer)
                             order by f.position, f.id)
             from venue_faqs f where f.venue_id = v.id and f.is_active
           ), '[]'::json) as faqs
    from venues v
    join cities c on c.id = v.city_id
    join districts d on d.id = v.district_id
    join neighborhoods n on n.id = v.neighborhood_id
    where v.id = ${p.id} and v.is_active
`,
);

export function createVenuesRepository(db: Db) {
  return {
    /** The public venue page (see publicPage); null when the venue is unknown or inactive. */
    async findPublicPageById(id: number): Promise<PublicPageRow | null> {
      const [row] = await publicPage(db, { id });
      return row ?? null;
    },

    /** A venue's city and categories whatever its state (a removed venue's alternatives); null when unknown. */
    async findPlaceById(id: number): Promise<{ cityId: number; categoryIds: number[] } | null> {
      const [row] = await db
        .select({ cityId: venues.cityId, categoryIds: venues.categoryIds })
        .from(venues)
        .where(eq(venues.id, id));
      return row ?? null;
    },

    /** One page of the public listing with its total (venues.listing-query.ts). */
    listActiveByCityAndCategory: (opts: ListingOptions) => listActiveByCityAndCategory(db, opts),
  };
}

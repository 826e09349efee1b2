// The demo ecosystem across India (issue 15; docs/decisions/0048-ecosystem-maps.md): organisations
// in most states and union territories, heaviest where India's startup hubs are (Karnataka,
// Maharashtra, Delhi NCR, Telangana, Tamil Nadu, Gujarat), so the maps show a realistic spread.
// It complements seed-network.ts (which places the demo members and 25 organisations in 13
// states) and creates no accounts: members on the map are the demo members' profiles.
// Idempotent: organisations are inserted by name (a name that exists is left as it is).
// Per category at most a few more than the directory's first page can absorb, so the network
// directory's seeded names stay on its first page.
import type { OrganizationCategory } from '../../contracts';
import type { Db } from './client';
import { organizations } from './schema';

interface EcosystemOrgSeed { name: string; category: OrganizationCategory; city: string; state: string; description: string }

const O = (category: OrganizationCategory, name: string, city: string, state: string, description: string): EcosystemOrgSeed => ({ name, category, city, state, description });

export const ECOSYSTEM_ORGANIZATIONS: readonly EcosystemOrgSeed[] = [
  // Startups: the big hubs first, then the rest of the country.
  O('startups', 'PayNest', 'Bengaluru', 'Karnataka', 'UPI-based savings circles for gig workers.'),
  O('startups', 'Krishi Drone Works', 'Bengaluru', 'Karnataka', 'Spraying and crop-health drones leased by the acre.'),
  O('startups', 'MedTrail Diagnostics', 'Mysuru', 'Karnataka', 'Portable blood analysers for primary health centres.'),
  O('startups', 'Tiffin Route', 'Mumbai', 'Maharashtra', 'Shared kitchens and lunch delivery for office parks.'),
  O('startups', 'Sahayak Legal', 'Pune', 'Maharashtra', 'Plain-language contracts and e-stamping for small firms.'),
  O('startups', 'CarbonKhata', 'Gurugram', 'Haryana', 'Emissions accounting for exporters selling to Europe.'),
  O('startups', 'BharatStack Cloud', 'Noida', 'Uttar Pradesh', 'Managed Kubernetes in Indian data centres.'),
  O('startups', 'Vidya Bridge', 'New Delhi', 'Delhi', 'Vernacular test preparation on low-end phones.'),
  O('startups', 'AquaSense Hyderabad', 'Hyderabad', 'Telangana', 'Smart water meters for gated communities.'),
  O('startups', 'Chennai Robotics Foundry', 'Chennai', 'Tamil Nadu', 'Welding cobots for auto-component suppliers.'),
  O('startups', 'Zari Threads', 'Ahmedabad', 'Gujarat', 'Direct-to-buyer marketplace for handloom weavers.'),
  O('startups', 'SeaHarvest', 'Kochi', 'Kerala', 'Cold storage on boats for small fishing crews.'),
  O('startups', 'TeaTrace', 'Guwahati', 'Assam', 'Batch traceability for small tea growers.'),
  O('startups', 'Jaipur Solar Carts', 'Jaipur', 'Rajasthan', 'Solar-powered street-vendor carts on lease.'),
  O('startups', 'Kalinga Agro Analytics', 'Bhubaneswar', 'Odisha', 'Satellite crop estimates for lenders.'),
  O('startups', 'Bengal Bamboo Works', 'Kolkata', 'West Bengal', 'Bamboo packaging to replace single-use plastic.'),
  O('startups', 'Doon Trek Tech', 'Dehradun', 'Uttarakhand', 'Booking and safety tracking for trekking guides.'),
  O('startups', 'Imphal Weaves Online', 'Imphal', 'Manipur', 'Online storefront for Manipuri weaving collectives.'),
  O('startups', 'Island Reef Labs', 'Port Blair', 'Andaman and Nicobar Islands', 'Coral-reef monitoring with low-cost underwater cameras.'),
  O('startups', 'Leh Solar Greenhouses', 'Leh', 'Ladakh', 'Passive-solar greenhouses for high-altitude farming.'),
  // Investors.
  O('investors', 'Koramangala Capital', 'Bengaluru', 'Karnataka', 'Seed fund for developer tools and B2B software.'),
  O('investors', 'Dalal Street Angels', 'Mumbai', 'Maharashtra', 'Angel group backing consumer brands.'),
  O('investors', 'Capital Region Venture Partners', 'New Delhi', 'Delhi', 'Early-stage fund for fintech and insurance technology.'),
  O('investors', 'Cyberabad Seed Partners', 'Hyderabad', 'Telangana', 'Pre-seed cheques for life-sciences founders.'),
  O('investors', 'Sabarmati Impact Fund', 'Ahmedabad', 'Gujarat', 'Impact capital for climate and rural livelihoods.'),
  O('investors', 'Malabar Angels', 'Kozhikode', 'Kerala', 'Angel network of Gulf-returned entrepreneurs.'),
  // Businesses.
  O('businesses', 'Peenya Precision Components', 'Bengaluru', 'Karnataka', 'Machined parts maker opening its shop floor to pilots.'),
  O('businesses', 'Konkan Ports Corporation', 'Ratnagiri', 'Maharashtra', 'Port operator buying automation from startups.'),
  O('businesses', 'Ludhiana Cycle Makers', 'Ludhiana', 'Punjab', 'Bicycle manufacturer building an e-bike line.'),
  O('businesses', 'Kanpur Leather Exports', 'Kanpur', 'Uttar Pradesh', 'Tannery group piloting cleaner processing.'),
  O('businesses', 'Bihar Makhana Co-operative', 'Darbhanga', 'Bihar', 'Fox-nut growers seeking processing and branding partners.'),
  O('businesses', 'Shillong Hills Spices', 'Shillong', 'Meghalaya', 'Turmeric and ginger processor buying from 900 farms.'),
  // Government.
  O('government', 'Karnataka Innovation Authority', 'Bengaluru', 'Karnataka', 'Grants, incubator funding and procurement pilots for startups.'),
  O('government', 'Telangana Innovation Cell', 'Hyderabad', 'Telangana', 'Connects startups with government departments for pilots.'),
  O('government', 'Gujarat Student Innovation Council', 'Gandhinagar', 'Gujarat', 'Funding for student projects and school innovation labs.'),
  O('government', 'Bihar Startup Fund Trust', 'Patna', 'Bihar', 'Seed loans and incubation support for first-generation founders.'),
  O('government', 'Goa Startup Promotion Cell', 'Panaji', 'Goa', 'Seed grants and a co-working space for founders in Goa.'),
  // Educators.
  O('educators', 'Bhopal Institute of Design', 'Bhopal', 'Madhya Pradesh', 'Design-thinking courses with an incubator for graduates.'),
  O('educators', 'Chandigarh Entrepreneurship Centre', 'Chandigarh', 'Chandigarh', 'Pre-incubation and founder bootcamps for university students.'),
  O('educators', 'Coimbatore Textile Tech College', 'Coimbatore', 'Tamil Nadu', 'Technical textiles research and a startup lab.'),
  O('educators', 'Himalayan Institute of Management', 'Shimla', 'Himachal Pradesh', 'Courses on tourism and horticulture ventures.'),
  O('educators', 'Jharkhand Tribal Innovation School', 'Ranchi', 'Jharkhand', 'Forest-produce enterprise courses in tribal districts.'),
  O('educators', 'Srinagar Craft Enterprise Institute', 'Srinagar', 'Jammu and Kashmir', 'Business skills for artisans in papier-mâché and carpets.'),
  // Experts.
  O('experts', 'Bengaluru SaaS Advisors', 'Bengaluru', 'Karnataka', 'Former SaaS founders advising on pricing and sales.'),
  O('experts', 'Mumbai Compliance Partners', 'Mumbai', 'Maharashtra', 'Company secretarial and tax help for early-stage startups.'),
  O('experts', 'Raipur Agri Advisory', 'Raipur', 'Chhattisgarh', 'Agronomists advising agritech founders on field trials.'),
  O('experts', 'Puducherry Design Collective', 'Puducherry', 'Puducherry', 'Brand and packaging designers for food and craft startups.'),
  O('experts', 'Gangtok Tourism Mentors', 'Gangtok', 'Sikkim', 'Hospitality veterans mentoring eco-tourism ventures.'),
];

/** The demo organisations across India. Idempotent: an organisation whose name exists is left alone. */
export async function seedDemoEcosystem(db: Db): Promise<void> {
  await db.insert(organizations)
    .values(ECOSYSTEM_ORGANIZATIONS.map((o) => ({ name: o.name, category: o.category, city: o.city, state: o.state, description: o.description, createdBy: 0 })))
    .onConflictDoNothing();
}

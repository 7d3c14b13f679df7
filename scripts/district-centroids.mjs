// Writes backend/src/database/district-centroids.ts from covid19india-react's district TopoJSON files
// (https://github.com/covid19india/covid19india-react, public/maps/<state>.json, MIT licence; see
// docs/decisions/0043-district-centroids.md). The maps are not vendored (4 MB): check the repository out and run
//   node scripts/district-centroids.mjs <checkout>/public/maps
// Each district's centroid is the area-weighted centroid of its polygons in plain longitude/latitude (the error
// against a geodesic centroid is far below a district's size). A district of india-locations.ts that the maps
// name differently is matched through RENAMED; one created after the maps gets its parent's centroid (CARVED).
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const mapsDir = process.argv[2];
if (!mapsDir) throw new Error('usage: node scripts/district-centroids.mjs <covid19india-react>/public/maps');

/** Our name → the maps' name, same area (a spelling or an official renaming). Keyed "State/District". */
const RENAMED = {
  'Andaman and Nicobar Islands/Nicobar': 'Nicobars',
  'Andhra Pradesh/Sri Potti Sriramulu Nellore': 'S.P.S. Nellore',
  'Arunachal Pradesh/Dibang Valley': 'Upper Dibang Valley',
  'Assam/Sribhumi': 'Karimganj',
  'Chhattisgarh/Bemetara': 'Bametara',
  'Chhattisgarh/Dantewada': 'Dakshin Bastar Dantewada',
  'Chhattisgarh/Kabirdham': 'Kabeerdham',
  'Chhattisgarh/Kanker': 'Uttar Bastar Kanker',
  'Jammu and Kashmir/Poonch': 'Punch',
  'Jammu and Kashmir/Shopian': 'Shopiyan',
  'Jharkhand/Seraikela Kharsawan': 'Saraikela-Kharsawan',
  'Karnataka/Bagalkot': 'Bagalkote',
  'Karnataka/Chamarajanagar': 'Chamarajanagara',
  'Karnataka/Chikkaballapur': 'Chikkaballapura',
  'Madhya Pradesh/Narmadapuram': 'Hoshangabad',
  'Maharashtra/Ahilyanagar': 'Ahmednagar',
  'Maharashtra/Chhatrapati Sambhajinagar': 'Aurangabad',
  'Maharashtra/Dharashiv': 'Osmanabad',
  'Mizoram/Siaha': 'Saiha',
  'Odisha/Nabarangpur': 'Nabarangapur',
  'Punjab/Sahibzada Ajit Singh Nagar': 'S.A.S. Nagar',
  'Rajasthan/Sri Ganganagar': 'Ganganagar',
  'Sikkim/Gangtok': 'East Sikkim',
  'Sikkim/Gyalshing': 'West Sikkim',
  'Sikkim/Mangan': 'North Sikkim',
  'Sikkim/Namchi': 'South Sikkim',
  'Tamil Nadu/Kanniyakumari': 'Kanyakumari',
  'Tamil Nadu/Thoothukudi': 'Thoothukkudi',
  'Tamil Nadu/Tiruvallur': 'Thiruvallur',
  'Tamil Nadu/Tiruvarur': 'Thiruvarur',
  'Telangana/Hanumakonda': 'Warangal Urban',
  'Telangana/Warangal': 'Warangal Rural',
  'Telangana/Jayashankar Bhupalpally': 'Jayashankar Bhupalapally',
  'Telangana/Komaram Bheem Asifabad': 'Komaram Bheem',
  'Tripura/Sepahijala': 'Sipahijala',
  'Tripura/Unakoti': 'Unokoti',
  'Uttar Pradesh/Shravasti': 'Shrawasti',
};

/** Districts newer than the maps (or finer than them) → the maps' district they were carved from. */
const CARVED = {
  'Andhra Pradesh/Alluri Sitharama Raju': 'Visakhapatnam',
  'Andhra Pradesh/Anakapalli': 'Visakhapatnam',
  'Andhra Pradesh/Annamayya': 'Y.S.R. Kadapa',
  'Andhra Pradesh/Bapatla': 'Guntur',
  'Andhra Pradesh/Dr. B.R. Ambedkar Konaseema': 'East Godavari',
  'Andhra Pradesh/Eluru': 'West Godavari',
  'Andhra Pradesh/Kakinada': 'East Godavari',
  'Andhra Pradesh/Nandyal': 'Kurnool',
  'Andhra Pradesh/NTR': 'Krishna',
  'Andhra Pradesh/Palnadu': 'Guntur',
  'Andhra Pradesh/Parvathipuram Manyam': 'Vizianagaram',
  'Andhra Pradesh/Sri Sathya Sai': 'Anantapur',
  'Andhra Pradesh/Tirupati': 'Chittoor',
  'Arunachal Pradesh/Bichom': 'West Kameng',
  'Arunachal Pradesh/Itanagar Capital Complex': 'Papum Pare',
  'Arunachal Pradesh/Keyi Panyor': 'Lower Subansiri',
  'Assam/Bajali': 'Barpeta',
  'Assam/Tamulpur': 'Baksa',
  'Chhattisgarh/Gaurela-Pendra-Marwahi': 'Bilaspur',
  'Chhattisgarh/Khairagarh-Chhuikhadan-Gandai': 'Rajnandgaon',
  'Chhattisgarh/Manendragarh-Chirmiri-Bharatpur': 'Koriya',
  'Chhattisgarh/Mohla-Manpur-Ambagarh Chowki': 'Rajnandgaon',
  'Chhattisgarh/Sakti': 'Janjgir Champa',
  'Chhattisgarh/Sarangarh-Bilaigarh': 'Raigarh',
  'Karnataka/Vijayanagara': 'Ballari',
  'Madhya Pradesh/Maihar': 'Satna',
  'Madhya Pradesh/Mauganj': 'Rewa',
  'Madhya Pradesh/Pandhurna': 'Chhindwara',
  'Maharashtra/Mumbai City': 'Mumbai',
  'Maharashtra/Mumbai Suburban': 'Mumbai',
  'Meghalaya/Eastern West Khasi Hills': 'West Khasi Hills',
  'Mizoram/Saitual': 'Aizawl',
  'Nagaland/Chumoukedima': 'Dimapur',
  'Nagaland/Meluri': 'Phek',
  'Nagaland/Niuland': 'Dimapur',
  'Nagaland/Noklak': 'Tuensang',
  'Nagaland/Shamator': 'Tuensang',
  'Nagaland/Tseminyu': 'Kohima',
  'Punjab/Malerkotla': 'Sangrur',
  'Rajasthan/Balotra': 'Barmer',
  'Rajasthan/Beawar': 'Ajmer',
  'Rajasthan/Deeg': 'Bharatpur',
  'Rajasthan/Didwana-Kuchaman': 'Nagaur',
  'Rajasthan/Khairthal-Tijara': 'Alwar',
  'Rajasthan/Kotputli-Behror': 'Jaipur',
  'Rajasthan/Phalodi': 'Jodhpur',
  'Rajasthan/Salumbar': 'Udaipur',
  'Sikkim/Pakyong': 'East Sikkim',
  'Sikkim/Soreng': 'West Sikkim',
  'Tamil Nadu/Mayiladuthurai': 'Nagapattinam',
  // The maps draw Delhi as one district.
  ...Object.fromEntries(['Central', 'East', 'New', 'North', 'North East', 'North West', 'South', 'South East', 'South West', 'West'].map((d) => [`Delhi/${d} Delhi`, 'Delhi'])),
  'Delhi/Shahdara': 'Delhi',
};

function centroids(file) {
  const topo = JSON.parse(readFileSync(file, 'utf8'));
  const { scale, translate } = topo.transform;
  const arcs = topo.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => ((x += dx), (y += dy), [x * scale[0] + translate[0], y * scale[1] + translate[1]]));
  });
  const ring = (ids) => ids.flatMap((i, n) => (i >= 0 ? arcs[i] : [...arcs[~i]].reverse()).slice(n ? 1 : 0));
  return topo.objects.districts.geometries.map((g) => {
    const polygons = g.type === 'Polygon' ? [g.arcs] : g.arcs;
    let area = 0;
    let cx = 0;
    let cy = 0;
    for (const points of polygons.flat().map(ring)) {
      for (let i = 0; i < points.length - 1; i++) {
        const [x0, y0] = points[i];
        const [x1, y1] = points[i + 1];
        const cross = x0 * y1 - x1 * y0;
        area += cross;
        cx += (x0 + x1) * cross;
        cy += (y0 + y1) * cross;
      }
    }
    return { state: g.properties.st_nm, district: g.properties.district, lat: cy / (3 * area), lng: cx / (3 * area) };
  });
}

// Keyed by state and the district's letters only, so "Ri Bhoi" finds "Ribhoi" and "YSR Kadapa" "Y.S.R. Kadapa".
const letters = (name) => name.toLowerCase().replace(/[^a-z]/g, '');
const source = new Map();
for (const file of readdirSync(mapsDir).filter((f) => f.endsWith('.json') && !f.startsWith('india'))) {
  for (const c of centroids(join(mapsDir, file))) source.set(`${c.state}/${letters(c.district)}`, c);
}

const locationsText = readFileSync(join(root, 'backend/src/database/india-locations.ts'), 'utf8');
const locations = [...locationsText.matchAll(/\{ state: "([^"]+)", districts: \[([^\]]*)\] \}/g)].map(([, state, list]) => ({
  state,
  districts: [...list.matchAll(/"([^"]+)"/g)].map(([, d]) => d),
}));

const round = (n) => Math.round(n * 1000) / 1000;
const lines = [];
const missing = [];
for (const { state, districts } of locations) {
  lines.push(`  ${JSON.stringify(state)}: {`);
  for (const district of districts) {
    const key = `${state}/${district}`;
    const from = CARVED[key] ?? RENAMED[key] ?? district;
    const c = source.get(`${state}/${letters(from)}`);
    if (!c) {
      missing.push(key);
      continue;
    }
    const note = CARVED[key] ? ` // carved from ${from}: its centroid` : RENAMED[key] ? ` // the maps' ${from}` : '';
    lines.push(`    ${JSON.stringify(district)}: [${round(c.lat)}, ${round(c.lng)}],${note}`);
  }
  lines.push('  },');
}
if (missing.length) throw new Error(`no centroid for ${missing.join(', ')}`);

const header = `/**
 * Generated by \`node scripts/district-centroids.mjs <covid19india-react>/public/maps\`: do not edit by hand.
 *
 * The centroid [latitude, longitude] of every district in india-locations.ts, computed from the district
 * boundaries that covid19india.org published (https://github.com/covid19india/covid19india-react,
 * public/maps/*.json, commit c6686ee; MIT licence, (c) 2020 Jeremy Philemon and the covid19india contributors;
 * the boundaries follow the Census of India 2011 districts, updated to 2019-2020). Decision record:
 * docs/decisions/0043-district-centroids.md.
 *
 * "the maps' X": the same district under another name in the maps. "carved from X": a district created after
 * the maps (or, for Delhi's eleven and Mumbai's two, finer than them); it has X's centroid, so it is as near as
 * its parent until an admin enters its own in the console.
 */
export const DISTRICT_CENTROIDS: Record<string, Record<string, [latitude: number, longitude: number]>> = {
`;
writeFileSync(join(root, 'backend/src/database/district-centroids.ts'), `${header}${lines.join('\n')}\n};\n`);
spawnSync('npx', ['prettier', '--write', 'backend/src/database/district-centroids.ts'], { cwd: root, stdio: 'inherit' });
console.log(`wrote ${locations.reduce((n, s) => n + s.districts.length, 0)} districts`);

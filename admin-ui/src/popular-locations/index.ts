import { PopularCityCreate } from './PopularCityCreate';
import { PopularCityList } from './PopularCityList';

export default { list: PopularCityList, create: PopularCityCreate, recordRepresentation: 'locationName' };

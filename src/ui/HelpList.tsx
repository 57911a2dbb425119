import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { HELP_SERVICES, countryOfLocale, helpFor } from '../domain/helpServices';

/** Where to find help, for the country the browser suggests (the person may pick another). */
export function HelpList() {
  const selectId = useId();
  const [country, setCountry] = useState(() => countryOfLocale(typeof navigator === 'undefined' ? null : navigator.language) ?? '');
  const help = helpFor(country);
  return (
    <section aria-label="Where to find help" className="border rounded p-3 bg-light">
      <h2 className="h6">Where to find help</h2>
      <ul className="mb-2 ps-3">
        {help.services.map((service) => (
          <li key={service.name}>
            <strong>{service.name}</strong>: {service.contact}. {service.what}
          </li>
        ))}
      </ul>
      {help.services[0].contact !== 'Your local emergency number' && (
        <p className="small mb-2">Anywhere else: call your local emergency number if you or anyone is in danger.</p>
      )}
      <Form.Label htmlFor={selectId} className="small mb-1">
        Country
      </Form.Label>
      <Form.Select id={selectId} size="sm" value={country} onChange={(event) => setCountry(event.target.value)}>
        <option value="">Another country</option>
        {Object.entries(HELP_SERVICES).map(([code, list]) => (
          <option key={code} value={code}>
            {list.country}
          </option>
        ))}
      </Form.Select>
    </section>
  );
}

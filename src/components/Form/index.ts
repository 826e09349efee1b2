export { Card } from './Card';
export { Checkbox, Field, FIELDS_NEED_ATTENTION, FormMessage } from './Field';
export { default as formStyles } from './Form.module.css';

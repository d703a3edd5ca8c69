// Behaviour added on top of the server-rendered HTML. Every page works without it.
import './styles.css';
import { logNotFound } from './not-found';

logNotFound();

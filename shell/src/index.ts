// Module Federation needs an async boundary before shared modules (react, antd...) are used.
import('./bootstrap');
